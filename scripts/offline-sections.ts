/**
 * Writes the "Save for offline" list (issue 29; isomorphic/offline-sections.ts) into the build, after
 * post-processing so the sizes are those of the files served: for each section its prerendered pages
 * (navigation order) and the data their client loaders fetch on a client-side navigation — Markdown
 * fragments and tables of contents (docs, reference), every API fragment and the API manifest (API
 * reference), every tutorial step's JSON (tutorials) — plus the navigation trees every page reads.
 * Sizes are the files' bytes on disk (uncompressed: what the browser's cache stores).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import {
  OFFLINE_SECTIONS,
  OFFLINE_SECTIONS_URL,
  type OfflineFile,
  type OfflineSection,
  type OfflineSectionId,
  type OfflineSections,
} from '../isomorphic/offline-sections.ts';
import { ASSET_DIRS, contentUrl, GENERATED, HOME_STRENGTHS_URL, NAV_URLS, tocContentPath } from '../isomorphic/paths.ts';
import { isReferenceRoute, type RouteIndex } from '../isomorphic/route-index.ts';

interface SiteManifest {
  prerender: string[];
  redirects: { from: string; to: string }[];
  pages: { path: string; contentPath: string }[];
}

/** The section a prerendered page belongs to; undefined for pages no section saves (404, the playground). */
export function sectionOfPage(path: string, routes: RouteIndex): OfflineSectionId | undefined {
  const bare = path.replace(/^\/+|\/+$/g, '');
  const first = bare.split('/', 1)[0]!;
  if (bare === '404' || first === 'playground') return undefined;
  if (first === 'api') return 'api';
  if (first === 'tutorials') return 'tutorials';
  if (routes[bare] === 'reference' || isReferenceRoute(bare)) return 'reference';
  return 'docs';
}

/** The file of a prerendered page in the build (`/a/b` → `a/b/index.html`, `/` → `index.html`). */
async function pageFile(dir: string, path: string): Promise<string | undefined> {
  const bare = path.replace(/^\/+|\/+$/g, '');
  for (const candidate of [join(dir, bare, 'index.html'), join(dir, `${bare}.html`)]) {
    if (
      await stat(candidate).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      return candidate;
  }
  return undefined;
}

async function sizeOf(dir: string, url: string): Promise<number | undefined> {
  return stat(join(dir, url)).then(
    (s) => (s.isFile() ? s.size : undefined),
    () => undefined,
  );
}

async function filesUnder(dir: string, url: string): Promise<string[]> {
  const entries = await readdir(join(dir, url), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `${url}${relative(join(dir, url), join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .sort();
}

export async function buildOfflineSections(dir: string, manifest: SiteManifest, routes: RouteIndex): Promise<OfflineSections> {
  const redirects = new Set(manifest.redirects.map((redirect) => `/${redirect.from.replace(/^\/+/, '')}`));
  const contentPaths = new Map(manifest.pages.map((page) => [`/${page.path}`, page.contentPath]));
  const pages = new Map<OfflineSectionId, OfflineFile[]>(OFFLINE_SECTIONS.map((section) => [section.id, []]));
  const data = new Map<OfflineSectionId, Set<string>>(OFFLINE_SECTIONS.map((section) => [section.id, new Set()]));
  // Navigation order first (the Markdown pages), then the rest of the prerender list.
  const order = [...new Set([...manifest.pages.map((page) => `/${page.path}`), ...manifest.prerender])];
  for (const path of order) {
    if (redirects.has(path)) continue;
    const section = sectionOfPage(path, routes);
    if (!section) continue;
    const file = await pageFile(dir, path);
    if (!file) continue;
    pages.get(section)!.push({ url: path, bytes: (await stat(file)).size });
    const contentPath = contentPaths.get(path);
    if (contentPath) {
      data.get(section)!.add(contentUrl(contentPath));
      const toc = tocContentPath(contentPath);
      if (toc) data.get(section)!.add(contentUrl(toc));
    }
  }
  data.get('docs')!.add(HOME_STRENGTHS_URL);
  for (const url of await filesUnder(dir, ASSET_DIRS.api)) data.get('api')!.add(url);
  for (const url of await filesUnder(dir, `${ASSET_DIRS.projects}tutorials/`)) data.get('tutorials')!.add(url);
  const navigation = [NAV_URLS.docs, NAV_URLS.reference, NAV_URLS.api, NAV_URLS.redirects, NAV_URLS.routes];

  const hash = createHash('sha256');
  const sections: OfflineSection[] = [];
  for (const { id, label } of OFFLINE_SECTIONS) {
    const files = [...pages.get(id)!];
    for (const url of [...data.get(id)!, ...navigation]) {
      const bytes = await sizeOf(dir, url);
      if (bytes !== undefined) files.push({ url, bytes });
    }
    for (const file of files) hash.update(`${file.url}\0${file.bytes}\n`);
    sections.push({ id, label, pages: pages.get(id)!.length, bytes: files.reduce((sum, file) => sum + file.bytes, 0), files });
  }
  return { build: hash.digest('hex').slice(0, 16), sections };
}

/** Writes the list into the build; returns it (the build prints the sizes). */
export async function writeOfflineSections(dir = 'build/client'): Promise<OfflineSections> {
  const manifest = JSON.parse(await readFile(GENERATED.manifest, 'utf8')) as SiteManifest;
  const routes = JSON.parse(await readFile(join(dir, NAV_URLS.routes), 'utf8')) as RouteIndex;
  const list = await buildOfflineSections(dir, manifest, routes);
  await writeFile(join(dir, OFFLINE_SECTIONS_URL), JSON.stringify(list));
  return list;
}
