/**
 * Error encyclopedia and extended diagnostics: the pages are Markdown files written by hand
 *   content/docs/reference/errors/<CODE>.md                → /errors/<CODE>
 *   content/docs/reference/extended-diagnostics/<CODE>.md  → /extended-diagnostics/<CODE>
 * and an `overview.md` in each folder (intro only). This module finds them, reads each page's first
 * line (`# <CODE>: <Short title>`), builds their navigation groups, the list appended to each overview,
 * and redirects for the spellings of a code Angular and people use (`ng0100`, `NG100` → `NG0100`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteTreeItem } from '../../../isomorphic/navigation-types.ts';
import { ContentError } from '../errors.ts';
import type { Redirect } from '../redirects.ts';

/** Compiler errors (spec catalogue and inventory §2.3); every other NG code is a runtime error. */
export const COMPILER_ERROR_CODES = new Set(['NG1001', 'NG2003', 'NG2009', 'NG3003', 'NG6100', 'NG8001', 'NG8002', 'NG8003', 'NG8011', 'NG8023', 'NG8024']);

export interface CodePage {
  code: string;
  title: string;
  /** Route path, e.g. 'errors/NG0100'. */
  path: string;
  /** Under content/docs, without extension: 'reference/errors/NG0100'. */
  contentPath: string;
  category?: 'Runtime' | 'Compiler';
}

export interface CodeSection {
  kind: 'errors' | 'extended-diagnostics';
  /** Nav group label. */
  label: string;
  overview?: { path: string; contentPath: string };
  pages: CodePage[];
}

const CODE = /^NG\d{4,5}$/;

/** `# NG0100: Expression changed after it was checked` → { code, title }; undefined when it does not match. */
export function parseTitleLine(firstLine: string): { code: string; title: string } | undefined {
  const m = /^#\s+(NG\d{4,5})\s*:\s*(.+?)\s*$/.exec(firstLine.replace(/^\uFEFF/, ''));
  return m ? { code: m[1]!, title: m[2]! } : undefined;
}

/** Numeric order, 4-digit codes before 5-digit ones (NG0100 … NG0956, NG01002 …). */
export function compareCodes(a: string, b: string): number {
  const da = a.slice(2);
  const db = b.slice(2);
  return da.length - db.length || Number(da) - Number(db);
}

/** Reads one folder of code pages. Problems (bad file name, bad first line) are returned, not thrown. */
export function readCodeSection(docsDir: string, kind: CodeSection['kind'], errors: ContentError[]): CodeSection {
  const folder = join(docsDir, 'reference', kind);
  const label = kind === 'errors' ? 'Errors' : 'Extended Diagnostics';
  const section: CodeSection = { kind, label, pages: [] };
  if (!existsSync(folder)) return section;
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith('.md')) continue;
    const base = file.slice(0, -3);
    const repoFile = `content/docs/reference/${kind}/${file}`;
    if (base === 'overview') {
      section.overview = { path: kind, contentPath: `reference/${kind}/overview` };
      continue;
    }
    if (!CODE.test(base)) {
      errors.push(new ContentError(repoFile, 1, `file name must be the code as Angular prints it (NG followed by 4 or 5 digits), or overview.md`));
      continue;
    }
    const firstLine = readFileSync(join(folder, file), 'utf8').split('\n', 1)[0] ?? '';
    const parsed = parseTitleLine(firstLine);
    if (!parsed) {
      errors.push(new ContentError(repoFile, 1, `the first line must be "# ${base}: <Short title>"`));
      continue;
    }
    if (parsed.code !== base) {
      errors.push(new ContentError(repoFile, 1, `the title names ${parsed.code} but the file is ${base}.md`));
      continue;
    }
    const page: CodePage = { code: base, title: parsed.title, path: `${kind}/${base}`, contentPath: `reference/${kind}/${base}` };
    if (kind === 'errors') page.category = COMPILER_ERROR_CODES.has(base) ? 'Compiler' : 'Runtime';
    section.pages.push(page);
  }
  section.pages.sort((a, b) => compareCodes(a.code, b.code));
  return section;
}

/** The navigation group of a section: Overview first, then one item per code (label 'NG0100: Title'). */
export function sectionTree(section: CodeSection): SiteTreeItem | undefined {
  const children: SiteTreeItem[] = [];
  if (section.overview) children.push({ label: 'Overview', path: section.overview.path, contentPath: section.overview.contentPath });
  for (const page of section.pages) {
    const item: SiteTreeItem = { label: `${page.code}: ${page.title}`, path: page.path, contentPath: page.contentPath };
    if (page.category) item.category = page.category;
    children.push(item);
  }
  return children.length ? { label: section.label, children } : undefined;
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** Markdown appended to the section's overview: the generated list of its pages (code, title, link). */
export function overviewAppendix(section: CodeSection): string {
  if (!section.pages.length) return '';
  const table = (pages: CodePage[]) =>
    ['| Code | Title |', '| --- | --- |', ...pages.map((p) => `| [${p.code}](/${p.path}) | ${escapeCell(p.title)} |`)].join('\n');
  if (section.kind === 'errors') {
    const blocks: string[] = [];
    for (const category of ['Runtime', 'Compiler'] as const) {
      const pages = section.pages.filter((p) => p.category === category);
      if (pages.length) blocks.push(`## ${category} errors\n\n${table(pages)}`);
    }
    return `\n\n${blocks.join('\n\n')}\n`;
  }
  return `\n\n## All extended diagnostics\n\n${table(section.pages)}\n`;
}

/**
 * Spellings of a code that should land on its page: lower case, and without the zero padding Angular
 * adds to runtime codes (`NG0100` is runtime error 100; `NG01101` is 1101). Variants that are codes of
 * their own are left out by the caller (a real page wins over a redirect).
 */
export function codeVariants(code: string): string[] {
  const digits = code.slice(2);
  const unpadded = `NG${digits.replace(/^0+(?=\d)/, '')}`;
  const variants = new Set([code.toLowerCase(), unpadded, unpadded.toLowerCase(), `Ng${digits}`]);
  variants.delete(code);
  return [...variants];
}

export function codeRedirects(section: CodeSection): Redirect[] {
  const taken = new Set(section.pages.map((p) => p.code));
  return section.pages.flatMap((page) =>
    codeVariants(page.code)
      .filter((variant) => !taken.has(variant))
      .map((variant) => ({ from: `${section.kind}/${variant}`, to: `/${page.path}` })),
  );
}
