/**
 * API entries we write ourselves: template blocks (`@if`, `@for`, `@switch`, `@defer`, `@let`) and
 * special elements (`<ng-content>`, `<ng-container>`, `<ng-template>`). They are template syntax,
 * not declarations, so no `.d.ts` describes them. Sources: `content/api/<module-path>/<slug>.md`,
 * a front matter block, then Markdown:
 *
 *   ---
 *   name: '@if'
 *   type: block
 *   stable: '18.0'
 *   ---
 *   What it does (the page's Description).
 *
 *   ## Syntax            ← each `##` heading is one section of the page
 *   ```angular-html
 *   …
 *
 * They join the manifest, the tree and the routes like generated entries (route
 * `api/core/@if`, fragment `angular_core_@if_block.html`) and are rendered through the Markdown
 * pipeline; a link that does not resolve to one of our pages fails the build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { normalizeModuleName, type ApiManifestEntry, type VersionMarker } from '../../../isomorphic/reference-model.ts';
import { ContentError } from '../errors.ts';
import { renderMarkdown } from '../markdown/render.ts';
import { slugify } from '../markdown/slug.ts';
import { resolveHref, resolveLinksInHtml, shiftHeadings, type LinkResolver } from './doc-text.ts';
import { entryHeader, section } from './render-entry.ts';

/** Entry types written by hand (the others come from the extractor). */
export const AUTHORED_TYPES = ['block', 'element'] as const;
export type AuthoredType = (typeof AUTHORED_TYPES)[number];

export interface AuthoredSection {
  title: string;
  id: string;
  markdown: string;
  /** 1-based line of the section's first body line in the source file. */
  line: number;
}

export interface AuthoredEntry {
  /** Repo-relative source file. */
  file: string;
  name: string;
  type: AuthoredType;
  moduleName: string;
  markers: Pick<ApiManifestEntry, 'stable' | 'developerPreview' | 'experimental' | 'deprecated'>;
  category?: string;
  /** Text before the first `##` heading. */
  description: string;
  /** 1-based line where the description starts. */
  descriptionLine: number;
  sections: AuthoredSection[];
}

const MARKER_KEYS = ['stable', 'developerPreview', 'experimental', 'deprecated'] as const;
const KNOWN_KEYS = new Set(['name', 'type', 'module', 'category', ...MARKER_KEYS]);

/** The id of a section: 'Syntax' is the page's API section (`api-signature`), the rest `api-<slug>`. */
export function sectionId(title: string): string {
  return title.trim().toLowerCase() === 'syntax' ? 'api-signature' : `api-${slugify(title)}`;
}

/** Parses one source file. Throws ContentError (`file:line: reason`) on a malformed file. */
export function parseAuthoredEntry(text: string, file: string): AuthoredEntry {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines[0] !== '---') throw new ContentError(file, 1, 'expected a front matter block starting with "---"');
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new ContentError(file, 1, 'front matter block is not closed with "---"');
  const fields = new Map<string, string>();
  for (let i = 1; i < end; i++) {
    const line = lines[i]!;
    if (!line.trim()) continue;
    const m = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    if (!m) throw new ContentError(file, i + 1, `front matter line is not "key: value": ${line}`);
    if (!KNOWN_KEYS.has(m[1]!)) throw new ContentError(file, i + 1, `unknown front matter key "${m[1]}" (known: ${[...KNOWN_KEYS].join(', ')})`);
    fields.set(m[1]!, m[2]!.trim().replace(/^(['"])(.*)\1$/, '$2'));
  }
  const name = fields.get('name');
  if (!name) throw new ContentError(file, 1, 'front matter needs a "name"');
  const type = fields.get('type');
  if (!type || !(AUTHORED_TYPES as readonly string[]).includes(type))
    throw new ContentError(file, 1, `front matter "type" must be one of ${AUTHORED_TYPES.join(', ')}`);
  const markers: AuthoredEntry['markers'] = {};
  for (const key of MARKER_KEYS) {
    const value = fields.get(key);
    if (value === undefined) continue;
    if (value !== '' && value !== 'true' && !/^\d+\.\d+$/.test(value)) throw new ContentError(file, 1, `"${key}" must be a version like 18.0, or true`);
    const marker: VersionMarker = /^\d/.test(value) ? { version: value } : {};
    markers[key] = marker;
  }

  const body = lines.slice(end + 1);
  const sections: AuthoredSection[] = [];
  const intro: string[] = [];
  let current: AuthoredSection | undefined;
  let fence: string | undefined;
  body.forEach((line, i) => {
    const f = /^\s*(```+|~~~+)/.exec(line);
    if (f) fence = fence ? (f[1]!.startsWith(fence) ? undefined : fence) : f[1];
    const heading = !fence && !f ? /^##\s+(.+?)\s*$/.exec(line) : null;
    if (/^#\s/.test(line) && !fence) throw new ContentError(file, end + 2 + i, 'no "# " heading: the page title is the entry name');
    if (heading) {
      current = { title: heading[1]!, id: sectionId(heading[1]!), markdown: '', line: end + 3 + i };
      sections.push(current);
    } else if (current) current.markdown += `${line}\n`;
    else intro.push(line);
  });
  const ids = new Set<string>();
  for (const s of sections) {
    if (ids.has(s.id)) throw new ContentError(file, s.line - 1, `two sections titled "${s.title}"`);
    ids.add(s.id);
  }
  const entry: AuthoredEntry = {
    file,
    name,
    type: type as AuthoredType,
    moduleName: fields.get('module') || '@angular/core',
    markers,
    description: intro.join('\n').replace(/\s+$/, ''),
    descriptionLine: end + 2,
    sections,
  };
  const category = fields.get('category');
  if (category) entry.category = category;
  return entry;
}

/** Every `content/api/**.md` file, parsed; problems are reported in `errors`. */
export function readAuthoredEntries(root: string, errors: ContentError[]): AuthoredEntry[] {
  const dir = join(root, 'content/api');
  if (!existsSync(dir)) return [];
  const entries: AuthoredEntry[] = [];
  for (const name of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
    if (!name.endsWith('.md')) continue;
    const file = relative(root, join(dir, name));
    try {
      entries.push(parseAuthoredEntry(readFileSync(join(dir, name), 'utf8'), file));
    } catch (error) {
      if (error instanceof ContentError) errors.push(error);
      else throw error;
    }
  }
  return entries;
}

/** The manifest fields of an authored entry. */
export function authoredManifestEntry(entry: AuthoredEntry): ApiManifestEntry {
  const result: ApiManifestEntry = { name: entry.name, type: entry.type, ...entry.markers };
  if (entry.category) result.category = entry.category;
  return result;
}

/** The module an authored entry belongs to: '@angular/core' → 'angular_core'. */
export function authoredModule(entry: AuthoredEntry): string {
  return normalizeModuleName(entry.moduleName);
}

/** Renders Markdown of an authored page; unresolvable links are errors (hand-written links must work). */
function renderBody(markdown: string, entry: AuthoredEntry, line: number, resolver: LinkResolver, headingLevel: number): string {
  const source = markdown.replace(/\s+$/, '');
  if (!source.trim()) return '';
  let result: ReturnType<typeof renderMarkdown>;
  try {
    result = renderMarkdown(shiftHeadings(source, headingLevel), { file: entry.file });
  } catch (error) {
    if (error instanceof ContentError) throw new ContentError(entry.file, line - 1 + error.line, error.reason);
    throw error;
  }
  for (const link of result.links) {
    if (!resolveHref(link.href, resolver))
      throw new ContentError(entry.file, line - 1 + link.line, `link "${link.href}" does not resolve to a page of the site`);
  }
  return resolveLinksInHtml(result.html, resolver);
}

/** The fragment of an authored entry page (same markup contract as the generated pages). */
export function renderAuthoredEntry(entry: AuthoredEntry, manifest: ApiManifestEntry, resolver: LinkResolver): string {
  const parts = [
    `<article class="docs-api-entry" data-entry-type="${manifest.type}">`,
    entryHeader({ name: entry.name, moduleName: entry.moduleName, manifest }),
  ];
  const description = section('api-description', 'Description', renderBody(entry.description, entry, entry.descriptionLine, resolver, 3));
  const rest = entry.sections.map((s) => section(s.id, escapeHeading(s.title), renderBody(s.markdown, entry, s.line, resolver, 3)));
  // The syntax first (as the API section of generated pages), then the description, then the rest.
  const syntax = entry.sections.findIndex((s) => s.id === 'api-signature');
  if (syntax >= 0) parts.push(rest[syntax]!, description, ...rest.filter((_, i) => i !== syntax));
  else parts.push(description, ...rest);
  parts.push('</article>');
  return parts.filter(Boolean).join('\n');
}

/** A section title as HTML: escaped, `code` spans as <code>. */
export function escapeHeading(title: string): string {
  return title
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/`([^`]+)`/g, '<code>$1</code>');
}

/** Ids an authored page carries (for `#anchor` links to it). */
export function authoredPageIds(entry: AuthoredEntry): Set<string> {
  return new Set(['api-description', ...entry.sections.map((s) => s.id)]);
}
