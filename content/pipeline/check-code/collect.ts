/**
 * Collects the code samples of content/ for the code-sample check (`npm run check:code`), each with
 * the file and line it comes from:
 *   - pages (content/docs, content/api, tutorial README.md): fenced blocks, `<docs-code>` with inline
 *     code or `path="…"` (also inside `<docs-code-multifile>`);
 *   - projects: content/examples/<…>/ folders, playground templates, tutorial steps (start and answer).
 * A dedicated line scanner (not the renderer) so every sample keeps its Markdown line; the options are
 * read with the renderer's own option parser.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { readExample } from '../markdown/code/example-file.ts';
import { dedent } from '../markdown/escape.ts';
import { parseOptionList } from '../markdown/options.ts';

/** How a sample is checked. */
export type SampleKind = 'ts' | 'html' | 'json';

export interface Sample {
  /** Repo-relative file the sample is written in (a Markdown page, or the project file itself). */
  source: string;
  /** 1-based line in `source` of the sample's first code line (for `path=` samples, the tag's line). */
  line: number;
  /** True when the sample is a file of its own (a project file or `path=`): lines map 1:1 from `line`. */
  kind: SampleKind;
  code: string;
  /** The header (file name) the page gives the sample, if any. */
  header?: string;
  /** Marked `fragment`: not checked, counted. */
  fragment: boolean;
  /** Marked `avoid` (code shown as wrong, e.g. the cause of an error): compiled, its errors not reported. */
  avoid?: boolean;
  /** `path="…"` of a `<docs-code>`: the sample's lines are the example file's, not the page's. */
  examplePath?: string;
  /** Index of the `<docs-code-multifile>` the sample belongs to (a self-contained example), if any. */
  group?: number;
  /** A file of a real project folder (example, playground, tutorial): its imports must resolve. */
  project?: boolean;
}

/** One page's samples, in page order. */
export interface PageSamples {
  source: string;
  section: string;
  samples: Sample[];
}

/** A project folder (example, playground template, tutorial step): files keyed by project path. */
export interface ProjectSamples {
  /** Label of the project, e.g. `content/tutorials/deferrable-views/steps/2-x (answer)`. */
  name: string;
  section: string;
  files: { path: string; sample: Sample }[];
}

const LANGUAGES: Record<string, SampleKind> = {
  ts: 'ts',
  typescript: 'ts',
  'angular-ts': 'ts',
  html: 'html',
  htm: 'html',
  'angular-html': 'html',
  json: 'json',
};

export const kindOfLanguage = (name: string | undefined): SampleKind | undefined => (name ? LANGUAGES[name.toLowerCase()] : undefined);

export const kindOfPath = (path: string): SampleKind | undefined => {
  const ext = /\.([a-z]+)$/i.exec(path)?.[1];
  return ext ? LANGUAGES[ext.toLowerCase()] : undefined;
};

/** Section of a repo-relative content path: guide, essentials, reference, api, tutorials, … */
export function sectionOf(source: string): string {
  const parts = source.split('/');
  if (parts[1] === 'docs') return parts.length > 3 ? parts[2] : 'docs';
  return parts[1] ?? 'content';
}

/** `name="value"` and bare `name` attributes of a tag's text. */
function attributesOf(tag: string): Map<string, string | true> {
  const attrs = new Map<string, string | true>();
  const re = /([A-Za-z][\w-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g;
  const inner = tag.replace(/^<[\w-]+/, '').replace(/\/?>\s*$/, '');
  for (const m of inner.matchAll(re)) attrs.set(m[1].toLowerCase(), m[2] ?? m[3] ?? true);
  return attrs;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^`]*)$/;

/**
 * The samples of one Markdown text. `source` is the repo-relative path used in messages;
 * `examplesDir` resolves `<docs-code path="…">`. Only TypeScript, HTML and JSON samples are returned.
 */
/** Files of a flat example folder that belong in `src/`, not `src/app/`. */
const PROJECT_LEVEL_FILES = new Set(['main.ts', 'index.html', 'styles.css']);

export function collectMarkdown(text: string, source: string, examplesDir: string): { samples: Sample[]; problems: string[] } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const samples: Sample[] = [];
  const problems: string[] = [];
  let i = 0;
  let group: number | undefined;
  let groups = 0;
  const push = (sample: Sample) => samples.push(group === undefined ? sample : { ...sample, group });
  while (i < lines.length) {
    const line = lines[i];
    if (/^\s*<docs-code-multifile(?=[\s>])/.test(line)) group = groups++;
    if (/<\/docs-code-multifile>/.test(line)) {
      group = undefined;
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const [, indent, marker, info] = fence;
      const start = i;
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !new RegExp(`^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`).test(lines[i])) {
        const l = lines[i];
        body.push(l.startsWith(indent) ? l.slice(indent.length) : l.trimStart());
        i += 1;
      }
      i += 1;
      const [, name, meta] = /^([^\s{]*)\s*([\s\S]*)$/.exec(info.trim())!;
      const kind = kindOfLanguage(name);
      if (!kind) continue;
      let options = new Map<string, unknown>();
      try {
        if (meta) options = parseOptionList(meta);
      } catch (error) {
        problems.push(`${source}:${start + 1}: code block options: ${(error as Error).message}`);
      }
      const opt = (key: string) => [...options].find(([k]) => k.toLowerCase() === key.toLowerCase())?.[1];
      const header = opt('header');
      push({
        source,
        line: start + 2,
        kind,
        code: body.join('\n'),
        header: typeof header === 'string' ? header : undefined,
        fragment: opt('fragment') === true,
        avoid: opt('avoid') === true,
      });
      continue;
    }
    // Block-level tag at the start of a line, as the renderer reads it (not `<docs-code>` in prose).
    const open = /^\s*<docs-code(?=[\s/>])/.test(line) ? /<docs-code/.exec(line) : null;
    if (open) {
      // The opening tag may span lines.
      let tag = line.slice(open.index);
      let end = i;
      while (!/>/.test(tag) && end + 1 < lines.length) tag += `\n${lines[++end]}`;
      tag = tag.slice(0, tag.indexOf('>') + 1);
      const attrs = attributesOf(tag);
      const selfClosing = /\/>$/.test(tag);
      const header = typeof attrs.get('header') === 'string' ? (attrs.get('header') as string) : undefined;
      const fragment = attrs.has('fragment');
      const avoid = attrs.has('avoid');
      const language = attrs.get('language');
      const path = attrs.get('path');
      if (selfClosing || typeof path === 'string') {
        if (typeof path === 'string') {
          const kind = typeof language === 'string' ? kindOfLanguage(language) : kindOfPath(path);
          if (kind) {
            let code = '';
            try {
              code = readExample(examplesDir, path);
            } catch (error) {
              problems.push(`${source}:${i + 1}: ${(error as Error).message}`);
            }
            push({ source, line: i + 1, kind, code, header, fragment, avoid, examplePath: path });
          }
        }
        i = end + 1;
        continue;
      }
      // Inline code up to </docs-code>.
      const afterTag = lines[end].slice(lines[end].indexOf('>') + 1);
      const body: string[] = afterTag.trim() ? [afterTag] : [];
      let first = afterTag.trim() ? end : end + 1;
      let j = end + 1;
      if (afterTag.includes('</docs-code>')) {
        body[0] = afterTag.slice(0, afterTag.indexOf('</docs-code>'));
        j = end;
      } else {
        while (j < lines.length && !lines[j].includes('</docs-code>')) body.push(lines[j++]);
        if (j < lines.length) {
          const before = lines[j].slice(0, lines[j].indexOf('</docs-code>'));
          if (before.trim()) body.push(before);
        }
      }
      const code = dedent(body.join('\n')).split('\n');
      while (code.length && code[0].trim() === '') {
        code.shift();
        first += 1;
      }
      while (code.length && code.at(-1)!.trim() === '') code.pop();
      const kind = typeof language === 'string' ? kindOfLanguage(language) : undefined;
      if (kind) push({ source, line: first + 1, kind, code: code.join('\n'), header, fragment, avoid });
      i = j + 1;
      continue;
    }
    i += 1;
  }
  return { samples, problems };
}

/** Files under `dir`, keyed by forward-slash path relative to `dir`. */
function readDir(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    files.set(relative(dir, full).split(sep).join('/'), full);
  }
  return files;
}

const subdirs = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b))
    : [];

function projectOf(root: string, name: string, section: string, overlay: Map<string, string>): ProjectSamples {
  const files: ProjectSamples['files'] = [];
  for (const [path, full] of [...overlay].sort(([a], [b]) => a.localeCompare(b))) {
    const kind = kindOfPath(path);
    if (!kind || path.endsWith('index.html') || /(^|\/)config\.json$/.test(path)) continue;
    const source = relative(root, full).split(sep).join('/');
    files.push({ path, sample: { source, line: 1, kind, code: readFileSync(full, 'utf8'), fragment: false, project: true } });
  }
  return { name, section, files };
}

export interface CollectedContent {
  pages: PageSamples[];
  projects: ProjectSamples[];
  problems: string[];
}

/** Everything the check looks at under `root`/content. */
export function collectContent(root: string): CollectedContent {
  const content = join(root, 'content');
  const examplesDir = join(content, 'examples');
  const pages: PageSamples[] = [];
  const projects: ProjectSamples[] = [];
  const problems: string[] = [];
  const rel = (p: string) => relative(root, p).split(sep).join('/');

  const markdownFiles: string[] = [];
  for (const dir of ['docs', 'api', 'tutorials']) {
    for (const [path, full] of readDir(join(content, dir))) if (path.endsWith('.md')) markdownFiles.push(full);
  }
  for (const full of markdownFiles.sort()) {
    const source = rel(full);
    const result = collectMarkdown(readFileSync(full, 'utf8'), source, examplesDir);
    problems.push(...result.problems);
    pages.push({ source, section: sectionOf(source), samples: result.samples });
  }

  // content/examples: one project per example. A folder with a main.ts is the root of a preview project
  // (main.ts, index.html, styles.css in src/, the rest by its path under src/, e.g. app/app.ts →
  // src/app/app.ts); any other folder is a flat set of files under src/app/. An example whose files are
  // all shown on pages is already checked there, in the project the page composes (pages may take
  // files from several folders), so it is not checked a second time out of context.
  const shown = new Set(pages.flatMap((page) => page.samples.map((sample) => sample.examplePath).filter((p): p is string => Boolean(p))));
  const allFiles = [...readDir(examplesDir)];
  const roots = new Set(
    allFiles.filter(([path]) => path === 'main.ts' || path.endsWith('/main.ts')).map(([path]) => path.slice(0, Math.max(0, path.lastIndexOf('/')))),
  );
  const rootOf = (folder: string): string | undefined => {
    for (let dir = folder; ; dir = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '') {
      if (roots.has(dir)) return dir;
      if (dir === '') return undefined;
    }
  };
  const exampleProjects = new Map<string, Map<string, string>>();
  const examplePaths = new Map<string, string[]>();
  for (const [path, full] of allFiles) {
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    const root = rootOf(folder);
    const key = root ?? folder;
    const files = exampleProjects.get(key) ?? new Map<string, string>();
    if (root !== undefined) {
      const inRoot = root === '' ? path : path.slice(root.length + 1);
      files.set(PROJECT_LEVEL_FILES.has(inRoot) ? `src/${inRoot}` : `src/${inRoot.startsWith('app/') ? inRoot : `app/${inRoot}`}`, full);
    } else {
      files.set(`src/app/${path.slice(folder ? folder.length + 1 : 0)}`, full);
    }
    exampleProjects.set(key, files);
    examplePaths.set(key, [...(examplePaths.get(key) ?? []), path]);
  }
  for (const [key, files] of [...exampleProjects].sort(([a], [b]) => a.localeCompare(b))) {
    if (examplePaths.get(key)!.every((path) => shown.has(path))) continue;
    projects.push(projectOf(root, `content/examples/${key || '.'}`, 'examples', files));
  }

  const playground = join(content, 'playground');
  for (const dir of subdirs(playground)) {
    projects.push(projectOf(root, rel(join(playground, dir)), 'playground', readDir(join(playground, dir, 'files'))));
  }

  const tutorials = join(content, 'tutorials');
  // Tutorial steps as the pipeline composes them (content/pipeline/projects.ts): a chained tutorial
  // starts each step from the previous page's answer; a page offering the finished app ("project":
  // "final") is not part of the chain and has no files of its own to check.
  const readConfig = (file: string): Record<string, unknown> => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch {
      return {};
    }
  };
  for (const name of subdirs(tutorials)) {
    const tutorial = join(tutorials, name);
    const chained = readConfig(join(tutorial, 'config.json')).chained === true;
    const common = readDir(join(tutorial, 'common'));
    let previous: Map<string, string> | undefined;
    const stepDirs = [join(tutorial, 'intro'), ...subdirs(join(tutorial, 'steps')).map((step) => join(tutorial, 'steps', step))];
    for (const stepDir of stepDirs) {
      if (!existsSync(stepDir)) continue;
      if (readConfig(join(stepDir, 'config.json')).project === 'final') continue;
      const base = chained && previous ? previous : common;
      const start = new Map([...base, ...readDir(join(stepDir, 'files'))]);
      projects.push(projectOf(root, rel(stepDir), 'tutorials', start));
      const answer = readDir(join(stepDir, 'answer'));
      const finished = new Map([...start, ...answer]);
      if (answer.size) projects.push(projectOf(root, `${rel(stepDir)} (answer)`, 'tutorials', finished));
      previous = finished;
    }
  }
  return { pages, projects, problems };
}
