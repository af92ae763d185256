/**
 * API reference build: extract (cached per installed package versions) → manifest and navigation tree
 * → one HTML fragment per entry. Output (ignored by git):
 *   public/assets/api/{normalizedModule}_{name}_{type}.html   entry fragments (spec §7)
 *   public/assets/api/manifest.json                           the manifest (spec §3), for the /api list
 *   public/assets/nav/api.json                                the API tree (one group per module)
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { NavigationItem } from '../../../isomorphic/navigation-types.ts';
import { ASSET_DIRS, API_MANIFEST_URL, GENERATED, NAV_URLS, publicFile } from '../../../isomorphic/paths.ts';
import { apiEntryPath, apiFragmentFile, type ApiManifest } from '../../../isomorphic/reference-model.ts';
import { ContentError } from '../errors.ts';
import { authoredManifestEntry, authoredModule, authoredPageIds, readAuthoredEntries, renderAuthoredEntry, type AuthoredEntry } from './authored.ts';
import type { LinkResolver } from './doc-text.ts';
import { DOCUMENTED_ENTRY_POINTS, packageDir } from './entry-points.ts';
import { extractApi, type RawEntry } from './extract.ts';
import { extractGlobals, GLOBALS_MODULE } from './globals.ts';
import { addEntries, apiNavTree, buildModules, toManifest, type DocumentedModule } from './manifest.ts';
import { entryPageIds, memberIds, renderEntryPage, type EntryContext, type RenderableEntry } from './render-entry.ts';
import { historyMajors, historyOf, type ApiHistoryData } from './history.ts';
import { HISTORY_FILE } from './history-config.ts';
import { packageSources, pickLocation } from './source-maps.ts';

export interface ApiModule extends DocumentedModule<RawEntry> {
  version: string;
  pkg: string;
  /** Set when the package is not the documented framework version (`@angular/elements`, through an npm alias). */
  extractedFrom?: string;
}

export interface PreparedApi {
  modules: ApiModule[];
  manifest: ApiManifest;
  tree: NavigationItem[];
  /** Route paths (no leading slash) of every entry page. */
  routes: string[];
  extractMs: number;
  cached: boolean;
  warnings: string[];
}

const PIPELINE_FILES = ['extract.ts', 'entry-points.ts', 'manifest.ts', 'source-maps.ts', 'globals.ts'];

/** Cache key: the installed versions of the packages read and the extraction code itself. */
function cacheKey(root: string): string {
  const hash = createHash('sha256');
  const pkgs = new Set(['compiler-cli', ...DOCUMENTED_ENTRY_POINTS.map((p) => p.pkg)]);
  for (const pkg of [...pkgs].sort()) {
    hash.update(
      `${pkg}@${(JSON.parse(readFileSync(join(packageDir(join(root, 'node_modules'), pkg), 'package.json'), 'utf8')) as { version: string }).version}\n`,
    );
  }
  for (const file of PIPELINE_FILES) hash.update(readFileSync(new URL(`./${file}`, import.meta.url)));
  return hash.digest('hex');
}

/** Function entries whose description only lived on the implementation (gap 3): fill from source maps. */
function recoverDescriptions(nodeModules: string, pkg: string, entries: RawEntry[]): number {
  let recovered = 0;
  for (const entry of entries) {
    const e = entry as RawEntry & { signatures?: { description?: string }[]; implementation?: { description?: string } };
    if (entry.entryType !== 'function' || entry.description) continue;
    if (e.implementation?.description || e.signatures?.some((s) => s.description)) continue;
    const doc = packageSources(nodeModules, pkg).functionDocs.get(entry.name);
    if (!doc) continue;
    entry.description = doc.description;
    if (doc.usageNotes && !entry.jsdocTags.some((t) => t.name === 'usageNotes'))
      entry.jsdocTags = [...entry.jsdocTags, { name: 'usageNotes', comment: doc.usageNotes }];
    recovered += 1;
  }
  return recovered;
}

/** An authored entry (block, element) as a raw entry: it carries its parsed source. */
export function authoredRaw(entry: AuthoredEntry): RawEntry {
  return { name: entry.name, entryType: entry.type, jsdocTags: [], authored: entry } as unknown as RawEntry;
}

const authoredOf = (raw: RawEntry) => raw['authored'] as AuthoredEntry | undefined;

/**
 * Extracts (or reads the cache) and builds manifest, tree and routes. The authored entries
 * (content/api, never cached) are added to their modules; problems go to `errors`.
 */
export async function prepareApi(root: string, options: { useCache?: boolean; errors?: ContentError[] } = {}): Promise<PreparedApi> {
  const started = performance.now();
  const cacheFile = join(root, GENERATED.apiExtract);
  const key = cacheKey(root);
  let modules: ApiModule[] | undefined;
  let warnings: string[] = [];
  let cached = false;
  if (options.useCache !== false && existsSync(cacheFile)) {
    const data = JSON.parse(await readFile(cacheFile, 'utf8')) as { key: string; modules: ApiModule[]; warnings: string[] };
    if (data.key === key) {
      modules = data.modules;
      warnings = data.warnings;
      cached = true;
    }
  }
  if (!modules) {
    const nodeModules = join(root, 'node_modules');
    const result = extractApi(nodeModules, DOCUMENTED_ENTRY_POINTS);
    warnings = result.warnings;
    const pkgOf = new Map(result.modules.map((m, i) => [m.moduleName, DOCUMENTED_ENTRY_POINTS[i]!.pkg]));
    for (const m of result.modules) {
      const n = recoverDescriptions(nodeModules, pkgOf.get(m.moduleName)!, m.entries);
      if (n) warnings.push(`${m.moduleName}: ${n} overload-only function description(s) recovered from the source maps`);
    }
    // The window.ng globals: not reachable through an entry point (see globals.ts).
    const coreExports = new Set(result.modules.find((m) => m.moduleName === '@angular/core')?.entries.map((e) => e.name));
    const globals = extractGlobals(nodeModules, coreExports);
    warnings.push(
      `${GLOBALS_MODULE.moduleName}: ${globals.entries.length} window.ng globals${globals.skipped.length ? ` (left out: ${globals.skipped.join('; ')})` : ''}`,
    );
    pkgOf.set(GLOBALS_MODULE.moduleName, 'core');
    const all = [...result.modules, { ...GLOBALS_MODULE, version: globals.version, entries: globals.entries }];
    const versions = new Map(all.map((m) => [m.moduleName, m.version]));
    const framework = versions.get('@angular/core');
    modules = buildModules(all).map((m) => {
      const version = versions.get(m.moduleName)!;
      return { ...m, version, pkg: pkgOf.get(m.moduleName)!, ...(version !== framework ? { extractedFrom: version } : {}) };
    });
    await mkdir(dirname(cacheFile), { recursive: true });
    await writeFile(cacheFile, JSON.stringify({ key, modules, warnings }));
  }
  const errors = options.errors ?? [];
  for (const entry of readAuthoredEntries(root, errors)) {
    const module = modules.find((m) => m.normalizedModuleName === authoredModule(entry));
    if (!module) {
      errors.push(new ContentError(entry.file, 1, `module "${entry.moduleName}" is not a documented entry point`));
      continue;
    }
    const clashes = addEntries(module, [{ entry: authoredManifestEntry(entry), raw: authoredRaw(entry) }]);
    if (clashes.length) errors.push(new ContentError(entry.file, 1, `${module.moduleName} already has an entry named "${entry.name}"`));
  }
  const manifest = toManifest(modules);
  return {
    modules,
    manifest,
    tree: apiNavTree(manifest),
    routes: manifest.flatMap((m) => m.entries.map((e) => apiEntryPath(m.normalizedModuleName, e.name))),
    extractMs: performance.now() - started,
    cached,
    warnings,
  };
}

/** Resolves `{@link}` symbols against the documented entries, preferring the page's own module and package. */
export function createSymbolIndex(modules: ApiModule[]) {
  const byName = new Map<string, { module: ApiModule; path: string; members: Set<string> }[]>();
  for (const module of modules) {
    module.raw.forEach((raw, i) => {
      const entry = module.entries[i]!;
      const list = byName.get(entry.name) ?? [];
      const authored = authoredOf(raw);
      const members = authored ? authoredPageIds(authored) : memberIds(raw as unknown as RenderableEntry);
      list.push({ module, path: `/${apiEntryPath(module.normalizedModuleName, entry.name)}`, members });
      byName.set(entry.name, list);
    });
  }
  return {
    byName,
    resolve(ref: string, from: ApiModule): string | undefined {
      const m = /^([\w$]+)(?:[#.]([\w$]+))?(?:\(\))?$/.exec(ref.trim());
      if (!m) return undefined;
      const candidates = byName.get(m[1]!);
      if (!candidates?.length) return undefined;
      const pick =
        candidates.find((c) => c.module === from) ??
        candidates.find((c) => c.module.pkg === from.pkg) ??
        candidates.find((c) => !/testing/.test(c.module.moduleName)) ??
        candidates[0]!;
      return m[2] && pick.members.has(m[2]) ? `${pick.path}#${m[2]}` : pick.path;
    },
  };
}

const repositories = new Map<string, string | undefined>();

function repositoryOf(nodeModules: string, pkg: string): string | undefined {
  if (!repositories.has(pkg)) {
    const pkgJson = JSON.parse(readFileSync(join(packageDir(nodeModules, pkg), 'package.json'), 'utf8')) as { repository?: { url?: string } };
    repositories.set(pkg, pkgJson.repository?.url?.replace(/^git\+/, '').replace(/\.git$/, ''));
  }
  return repositories.get(pkg);
}

function sourceUrlOf(root: string, module: ApiModule, raw: RawEntry): string | undefined {
  const nodeModules = join(root, 'node_modules');
  const subpath = module.moduleName.split('/').slice(2).join('/') || '.';
  const location =
    (raw['sourceLocation'] as { path: string; line: number } | undefined) ??
    pickLocation(packageSources(nodeModules, module.pkg).locations.get(raw.name), subpath);
  const repo = repositoryOf(nodeModules, module.pkg);
  if (location && repo?.startsWith('https://github.com/')) return `${repo}/blob/${module.version}/${location.path}#L${location.line}`;
  // Type-only declarations are not in the source maps: point at the published declaration file.
  const file = raw.source?.filePath.replace(/^.*node_modules\//, '').replace(/^@angular-docs\//, '@angular/');
  return file ? `https://cdn.jsdelivr.net/npm/${file.replace(/^(@angular\/[^/]+)\//, `$1@${module.version}/`)}` : undefined;
}

export interface RenderedApi {
  pages: number;
  ms: number;
  bytes: number;
  /** Problems in the authored entries (links that do not resolve, broken Markdown). */
  errors: ContentError[];
  /** Every fragment rendered, by route path (no leading slash): the search records are made from these. */
  fragments: Map<string, string>;
}

/**
 * Writes every entry fragment, the manifest and the tree. `docsRoute(path)` tells which other site
 * paths exist (docs and reference pages) and their heading ids, for link resolution.
 */
/** The committed API history (`npm run api-history`), or undefined when the file is missing. */
export function readHistory(root: string): ApiHistoryData | undefined {
  const file = join(root, HISTORY_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ApiHistoryData) : undefined;
}

export interface RenderApiExtras {
  history?: ApiHistoryData;
  /** Guide sections linking to each entry, by entry route path (no leading slash). */
  usedIn?: ReadonlyMap<string, { title: string; href: string }[]>;
}

export async function renderApi(
  root: string,
  api: PreparedApi,
  docsRoute: (path: string) => readonly string[] | undefined,
  extras: RenderApiExtras = {},
): Promise<RenderedApi> {
  const history = extras.history;
  const diffMajors = new Set(history ? historyMajors(history) : []);
  const started = performance.now();
  const outDir = join(root, publicFile(ASSET_DIRS.api));
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const symbols = createSymbolIndex(api.modules);
  const apiRoutes = new Map<string, Set<string>>();
  for (const list of symbols.byName.values()) for (const c of list) apiRoutes.set(c.path.slice(1), c.members);

  const route = (raw: string): string | undefined => {
    const [pathPart, anchor] = raw.split('#', 2) as [string, string | undefined];
    const path = pathPart.split('?')[0]!.replace(/\/+$/, '');
    const members = apiRoutes.get(path);
    if (members) return anchor && members.has(anchor) ? `/${path}#${anchor}` : `/${path}`;
    const ids = docsRoute(path);
    if (!ids) return undefined;
    return anchor && ids.includes(anchor) ? `/${path}#${anchor}` : `/${path}`;
  };

  let pages = 0;
  let bytes = 0;
  const errors: ContentError[] = [];
  const writes: Promise<void>[] = [];
  const fragments = new Map<string, string>();
  for (const module of api.modules) {
    module.raw.forEach((raw, i) => {
      const manifest = module.entries[i]!;
      const entry = raw as unknown as RenderableEntry;
      const authored = authoredOf(raw);
      const resolver: LinkResolver = {
        symbol: (ref) => symbols.resolve(ref, module),
        route,
        pageIds: authored ? authoredPageIds(authored) : entryPageIds(entry),
      };
      let html: string;
      if (authored) {
        try {
          html = renderAuthoredEntry(authored, manifest, resolver);
        } catch (error) {
          if (!(error instanceof ContentError)) throw error;
          errors.push(error);
          return;
        }
      } else {
        const path = apiEntryPath(module.normalizedModuleName, manifest.name);
        const context: EntryContext = {
          history: history ? historyOf(history, module.moduleName, manifest.name) : undefined,
          baseline: history?.baseline,
          diffMajors,
          usedIn: extras.usedIn?.get(path),
          extractedFrom: module.extractedFrom,
        };
        html = renderEntryPage({ entry, manifest, moduleName: module.moduleName, sourceUrl: sourceUrlOf(root, module, raw), resolver, context });
      }
      bytes += html.length;
      pages += 1;
      fragments.set(apiEntryPath(module.normalizedModuleName, manifest.name), html);
      writes.push(writeFile(join(outDir, apiFragmentFile(module.normalizedModuleName, manifest.name, manifest.type)), html));
    });
  }
  await Promise.all(writes);
  await writeFile(join(root, publicFile(API_MANIFEST_URL)), JSON.stringify(api.manifest));
  await mkdir(join(root, publicFile(ASSET_DIRS.nav)), { recursive: true });
  await writeFile(join(root, publicFile(NAV_URLS.api)), JSON.stringify(api.tree));
  return { pages, ms: performance.now() - started, bytes, errors, fragments };
}
