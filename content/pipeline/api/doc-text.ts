/**
 * JSDoc text of the API entries → HTML through our Markdown pipeline, with the links resolved to
 * our own pages: `{@link X}`, `{@link X#member text}`, `@see`, Markdown links relative to the old
 * site (`guide/…`, `api/…`), absolute links to the old site. Anything that does not resolve to a page
 * we have is shown as text (symbol names as code), never as a broken link.
 */
import { escapeText } from '../markdown/escape.ts';
import { renderMarkdown } from '../markdown/render.ts';

/** Resolves references for one page. */
export interface LinkResolver {
  /** 'Name', 'Name#member', 'Name.member' → '/api/…[#member]', or undefined. */
  symbol(ref: string): string | undefined;
  /** A site path without leading slash, with optional '#anchor' → '/path[#anchor]', or undefined. */
  route(path: string): string | undefined;
  /** Ids on the current page (member cards, headings), for '#anchor' links. */
  pageIds: ReadonlySet<string>;
}

const OLD_SITE_HOSTS = new Set(['angular.dev', 'www.angular.dev', 'angular.io', 'next.angular.dev']);

/**
 * Rewrites the JSDoc dialect into Markdown: `{@link X text}` → `[text](apilink:X)` (the name as code
 * when there is no text); `{@example …}` placeholders (their files are not in the packages) removed.
 */
export function preprocessDoc(text: string): string {
  return text
    .replace(/\{@example\b[^}]*\}/g, '')
    .replace(/\{@link(?:code|plain)?\s+([^\s}|]+)(?:\s*\|?\s*([^}]*))?\}/g, (_whole, ref: string, label: string | undefined) => {
      const text = label?.trim();
      return text ? `[${text}](apilink:${ref})` : `[\`${ref}\`](apilink:${ref})`;
    });
}

/** The site path an href points at, or undefined when it is not one of our pages. */
export function resolveHref(href: string, resolver: LinkResolver): { href: string; external: boolean } | undefined {
  const raw = href.replace(/&amp;/g, '&');
  if (raw.startsWith('apilink:')) {
    const ref = decodeURIComponent(raw.slice('apilink:'.length));
    if (/^(?:https?:)?\/\//.test(ref)) return { href: ref, external: true };
    if (ref.startsWith('/')) {
      const path = resolver.route(ref.slice(1));
      return path ? { href: path, external: false } : undefined;
    }
    const path = resolver.symbol(ref);
    return path ? { href: path, external: false } : undefined;
  }
  if (raw.startsWith('#')) return resolver.pageIds.has(decodeURIComponent(raw.slice(1))) ? { href: raw, external: false } : undefined;
  if (/^https?:\/\//i.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return undefined;
    }
    if (!OLD_SITE_HOSTS.has(url.hostname)) return { href: raw, external: true };
    const path = resolver.route(`${url.pathname.replace(/^\/+/, '')}${url.hash}`);
    return path ? { href: path, external: false } : undefined;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) return undefined; // mailto:, javascript:, …
  const path = resolver.route(raw.replace(/^(?:\.{0,2}\/)+/, '').split('?')[0]!);
  return path ? { href: path, external: false } : undefined;
}

/** Rewrites every `<a href>` of rendered HTML: resolved links point at our pages, the rest become their text. */
export function resolveLinksInHtml(html: string, resolver: LinkResolver): string {
  return html.replace(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (whole, href: string, inner: string) => {
    const target = resolveHref(href, resolver);
    if (!target) return inner;
    if (target.external) return `<a href="${target.href}" target="_blank" rel="noopener">${inner}</a>`;
    return `<a href="${target.href}">${inner}</a>`;
  });
}

/**
 * Renders a JSDoc text (description, usage notes, a tag's comment) to HTML. Text the Markdown pipeline
 * rejects (it is stricter than JSDoc) is shown escaped, paragraph by paragraph.
 */
/**
 * Shifts the Markdown headings of a text so that its highest one is at `level` (h3 inside a page
 * section, h4 inside a member card): no second h1, no skipped levels. Fenced code is left alone.
 */
export function shiftHeadings(source: string, level: number): string {
  const lines = source.split('\n');
  let fence: string | undefined;
  const headingLines: number[] = [];
  let min = 7;
  lines.forEach((line, i) => {
    const f = /^\s*(```+|~~~+)/.exec(line);
    if (f) fence = fence ? (f[1]!.startsWith(fence) ? undefined : fence) : f[1];
    else if (!fence) {
      const h = /^(#{1,6})\s/.exec(line);
      if (h) {
        headingLines.push(i);
        min = Math.min(min, h[1]!.length);
      }
    }
  });
  if (!headingLines.length) return source;
  for (const i of headingLines) {
    lines[i] = lines[i]!.replace(/^(#{1,6})/, (hashes) => '#'.repeat(Math.min(6, hashes.length - min + level)));
  }
  return lines.join('\n');
}

export function renderDocText(text: string, resolver: LinkResolver, file: string, headingLevel = 3): string {
  const source = preprocessDoc(text).trim();
  if (!source) return '';
  let html: string;
  try {
    html = renderMarkdown(shiftHeadings(source, headingLevel), { file }).html;
  } catch {
    html = source
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeText(p)}</p>`)
      .join('\n');
  }
  return resolveLinksInHtml(html, resolver);
}

/** Renders inline JSDoc text (one line, no paragraph wrapper). */
export function renderInlineDocText(text: string, resolver: LinkResolver, file: string): string {
  const html = renderDocText(text, resolver, file);
  const single = /^<p>([\s\S]*)<\/p>\s*$/.exec(html);
  return single && !single[1]!.includes('<p>') ? single[1]! : html;
}

/** A `@see` comment: a Markdown link, a `{@link}`, a URL, or a bare symbol name. */
export function seeToMarkdown(comment: string): string {
  const text = comment.trim();
  if (/^[A-Za-z_$][\w$]*(?:[#.][\w$]+)?(?:\(\))?$/.test(text)) return `[\`${text}\`](apilink:${text.replace(/\(\)$/, '')})`;
  if (/^https?:\/\/\S+$/.test(text)) return `[${text}](${text})`;
  const pathWithLabel = /^(\/?(?:guide|api|ecosystem|best-practices|tools|reference|errors|essentials|tutorials)\/\S*)\s*(.*)$/.exec(text);
  if (pathWithLabel) return `[${pathWithLabel[2] || pathWithLabel[1]}](${pathWithLabel[1]})`;
  return text;
}
