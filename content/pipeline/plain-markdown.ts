// A page's source as clean, portable Markdown (`<path>.md`, llms-full.txt): the dialect's custom
// tags turned into plain Markdown that any reader or AI tool understands; example files inlined as
// fenced code; code-block options and custom heading ids dropped; site links made absolute.
import { readExample } from './markdown/code/example-file.ts';
import { languageForPath } from '../../isomorphic/code/language.ts';
import { dedent } from './markdown/escape.ts';

export interface PlainMarkdownOptions {
  /** Folder of `<docs-code path="…">` files. */
  examplesDir: string;
  /** Origin that root-relative links and images are resolved against (no trailing slash). */
  origin: string;
}

/** `name="value"` and bare flags of a tag's opening text. */
function attributes(tag: string): Map<string, string | true> {
  const out = new Map<string, string | true>();
  const inner = tag.replace(/^<[\w-]+/, '').replace(/\/?>$/, '');
  for (const m of inner.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g)) out.set(m[1]!, m[2] ?? m[3] ?? true);
  return out;
}

const text = (attrs: Map<string, string | true>, name: string): string | undefined => {
  const value = attrs.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** A fence long enough for `code` (more backticks than any run inside it). */
function fence(code: string, language: string, header?: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${header ? `\`${header}\`:\n\n` : ''}${ticks}${language}\n${code}\n${ticks}`;
}

/** Language name for a fence, from a `language` attribute or the file's extension. */
function fenceLanguage(language: string | undefined, path: string | undefined): string {
  if (language) return language === 'angular-ts' ? 'ts' : language;
  if (path) {
    const { id, prism } = languageForPath(path);
    return prism === undefined && id === 'text' ? '' : id;
  }
  return '';
}

/** Root-relative links and images in prose become absolute; code stays as written. */
function absolutize(markdown: string, origin: string): string {
  let fenceMarks: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marks = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fenceMarks) {
        if (marks && marks[0] === fenceMarks[0] && marks.length >= fenceMarks.length) fenceMarks = undefined;
        return line;
      }
      if (marks) {
        fenceMarks = marks;
        return line;
      }
      return line.replace(/(\]\()\/(?!\/)/g, `$1${origin}/`).replace(/(href|src)="\/(?!\/)/g, `$1="${origin}/`);
    })
    .join('\n');
}

/**
 * Converts a page of the dialect to plain Markdown. Unknown or malformed markup is left as written
 * (the content build has already validated every page before this runs).
 */
export function plainMarkdown(source: string, options: PlainMarkdownOptions): string {
  const lines = source
    .replace(/\r\n?/g, '\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    .split('\n');
  const out: string[] = [];
  let i = 0;
  const readExampleSafe = (path: string) => {
    try {
      return readExample(options.examplesDir, path);
    } catch {
      return `// ${path}`;
    }
  };
  /** Collects lines up to (not including) the one that closes `tag`; returns the body. */
  const bodyUntil = (first: string, tag: string): string => {
    const close = `</${tag}>`;
    const parts: string[] = [];
    let rest = first;
    for (;;) {
      const at = rest.indexOf(close);
      if (at >= 0) {
        parts.push(rest.slice(0, at));
        const after = rest.slice(at + close.length).trim();
        if (after) lines.splice(i + 1, 0, after);
        return parts.join('\n');
      }
      parts.push(rest);
      i += 1;
      if (i >= lines.length) return parts.join('\n');
      rest = lines[i]!;
    }
  };

  while (i < lines.length) {
    const line = lines[i]!;
    const trimmed = line.trim();

    // Fenced code: keep the code, drop the `{…}` options (the header becomes a caption).
    const fenceOpen = /^(\s*)(`{3,}|~{3,})\s*([^\s{]*)\s*(\{.*\})?\s*$/.exec(line);
    if (fenceOpen) {
      const [, indent, marks, lang, meta] = fenceOpen;
      const header = meta ? /header\s*:\s*(["'])(.*?)\1/.exec(meta)?.[2] : undefined;
      if (header) out.push(`${indent}\`${header}\`:`, '');
      out.push(`${indent}${marks}${lang}`);
      i += 1;
      while (i < lines.length && !lines[i]!.trim().startsWith(marks!)) out.push(lines[i++]!);
      out.push(`${indent}${marks}`);
      i += 1;
      continue;
    }

    const open = /^<(docs-[\w-]+)\b[^>]*?(\/?)>/.exec(trimmed);
    if (!open && /^<\/docs-[\w-]+>$/.test(trimmed)) {
      i += 1; // closing tags of containers
      continue;
    }
    if (!open) {
      out.push(line.replace(/\s*\{#[\w-]+\}\s*$/, ''));
      i += 1;
      continue;
    }
    const [openTag, name, selfClosing] = open;
    const attrs = attributes(openTag!);
    const after = trimmed.slice(openTag!.length);
    switch (name) {
      case 'docs-code': {
        const path = text(attrs, 'path');
        const header = text(attrs, 'header');
        const language = fenceLanguage(text(attrs, 'language'), path);
        if (path) {
          out.push(fence(readExampleSafe(path), language, header ?? path.split('/').at(-1)));
          if (!selfClosing) bodyUntil(after, 'docs-code');
        } else {
          const body = selfClosing ? '' : bodyUntil(after, 'docs-code');
          const code = dedent(body).replace(/^\s*\n|\n\s*$/g, '');
          out.push(fence(code, language, header));
        }
        break;
      }
      case 'docs-callout': {
        const title = text(attrs, 'title');
        const body = selfClosing ? '' : dedent(bodyUntil(after, 'docs-callout')).trim();
        const quoted = [title ? `**${title}**` : '', ...(title && body ? [''] : []), ...body.split('\n')].filter((l, n) => n > 0 || l !== '');
        out.push(...quoted.map((l) => (l ? `> ${l}` : '>')));
        break;
      }
      case 'docs-card': {
        const title = text(attrs, 'title') ?? '';
        const href = text(attrs, 'href');
        const body = selfClosing
          ? ''
          : dedent(bodyUntil(after, 'docs-card'))
              .trim()
              .replace(/\s*\n\s*/g, ' ');
        out.push(`- ${href ? `[${title}](${href})` : `**${title}**`}${body ? `: ${body}` : ''}`);
        break;
      }
      case 'docs-pill': {
        const title = text(attrs, 'title') ?? text(attrs, 'href') ?? '';
        out.push(`- [${title}](${text(attrs, 'href') ?? ''})`);
        if (!selfClosing) bodyUntil(after, 'docs-pill');
        break;
      }
      case 'docs-step': {
        out.push(`### ${text(attrs, 'title') ?? ''}`, '');
        if (after) lines.splice(i + 1, 0, after);
        break;
      }
      case 'docs-tab': {
        out.push(`**${text(attrs, 'label') ?? ''}**`, '');
        if (after) lines.splice(i + 1, 0, after);
        break;
      }
      case 'docs-video': {
        const src = text(attrs, 'src') ?? '';
        out.push(`[Video: ${text(attrs, 'title') ?? src}](${src})`);
        if (!selfClosing) bodyUntil(after, 'docs-video');
        break;
      }
      case 'docs-decorative-header': {
        const body = selfClosing ? '' : dedent(bodyUntil(after, 'docs-decorative-header')).trim();
        out.push(`# ${text(attrs, 'title') ?? ''}`, '', ...(body ? [body] : []));
        break;
      }
      default:
        // Containers (docs-code-multifile, docs-card-container, docs-pill-row, docs-workflow,
        // docs-tab-group): drop the wrapper, keep what is inside.
        if (after) lines.splice(i + 1, 0, after);
    }
    i += 1;
  }
  return `${absolutize(out.join('\n'), options.origin)
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
