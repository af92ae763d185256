/**
 * From extracted entries to the API manifest (spec §3) and the API navigation tree. Pure: no I/O.
 */
import type { NavigationItem } from '../../../isomorphic/navigation-types.ts';
import {
  API_ENTRY_TYPES,
  apiEntryPath,
  apiFragmentFile,
  type ApiEntryType,
  type ApiManifest,
  type ApiManifestEntry,
  type ApiModuleRecord,
  type VersionMarker,
} from '../../../isomorphic/reference-model.ts';

export interface JsDocTag {
  name: string;
  comment: string;
}

/** The fields of an extracted entry the manifest needs. */
export interface EntryLike {
  name: string;
  entryType: string;
  jsdocTags?: JsDocTag[];
  signatures?: { jsdocTags?: JsDocTag[] }[];
  implementation?: { jsdocTags?: JsDocTag[] } | null;
}

export interface ModuleLike<E extends EntryLike = EntryLike> {
  moduleName: string;
  normalizedModuleName: string;
  moduleLabel: string;
  entries: E[];
}

const HIDING_TAGS = new Set(['docs-private', 'docsprivate', 'nodoc', 'codegenapi']);

/** Tags of an entry: its own, else (functions) those of the implementation or first signature. */
export function tagsOf(entry: EntryLike): JsDocTag[] {
  if (entry.jsdocTags?.length) return entry.jsdocTags;
  return entry.implementation?.jsdocTags?.length ? entry.implementation.jsdocTags : (entry.signatures?.[0]?.jsdocTags ?? []);
}

/**
 * Whether an entry stays out of the reference: private names (ɵ, _), `@docs-private`, `@nodoc`,
 * `@codeGenApi`. For overloaded functions the tag must be on every overload (as adev does).
 */
export function isHidden(entry: EntryLike): boolean {
  if (/^[ɵ_]/.test(entry.name)) return true;
  const hides = (tags: JsDocTag[] | undefined) => (tags ?? []).some((t) => HIDING_TAGS.has(t.name.toLowerCase()));
  if (hides(entry.jsdocTags)) return true;
  if (entry.signatures?.length) return entry.signatures.every((s) => hides(s.jsdocTags));
  return false;
}

/** The spec's entry type of an extracted entry; undefined for kinds the reference leaves out. */
export function manifestType(entryType: string): ApiEntryType | undefined {
  if (entryType === 'component') return 'directive';
  return (API_ENTRY_TYPES as readonly string[]).includes(entryType) ? (entryType as ApiEntryType) : undefined;
}

/**
 * The version a lifecycle tag carries: '@deprecated 20.2 Use …' → '20.2';
 * '@deprecated from v19.0.0, use …' → '19.0'; '@publicApi 22.0' → '22.0'; none → undefined.
 */
export function tagVersion(comment: string): string | undefined {
  const m = /^\s*(?:(?:since|from)\s+)?v?(\d+)(?:\.(\d+))?(?:\.\d+)?\b/i.exec(comment);
  if (!m) return undefined;
  return `${m[1]}.${m[2] ?? '0'}`;
}

/** The message of a deprecation tag without its leading version. */
export function deprecationMessage(comment: string): string {
  return comment.replace(/^\s*(?:(?:since|from)\s+)?v?\d+(?:\.\d+){0,2}\b[,:]?\s*/i, '').trim();
}

function marker(tags: JsDocTag[], names: string[]): VersionMarker | undefined {
  const tag = tags.find((t) => names.includes(t.name.toLowerCase()));
  if (!tag) return undefined;
  const version = tagVersion(tag.comment);
  return version ? { version } : {};
}

/** Manifest record of one entry. Stable comes from `@publicApi <version>` (a bare `@publicApi` marks it stable too). */
export function manifestEntry(entry: EntryLike, type: ApiEntryType): ApiManifestEntry {
  const tags = tagsOf(entry);
  const result: ApiManifestEntry = { name: entry.name, type };
  const category = tags.find((t) => t.name === 'category')?.comment.trim();
  if (category) result.category = category;
  const deprecated = marker(tags, ['deprecated']);
  // Functions whose every overload is deprecated are deprecated as a whole.
  const allOverloadsDeprecated =
    !deprecated && entry.signatures && entry.signatures.length > 1 && entry.signatures.every((s) => s.jsdocTags?.some((t) => t.name === 'deprecated'));
  if (deprecated) result.deprecated = deprecated;
  else if (allOverloadsDeprecated) result.deprecated = marker(entry.signatures![0]!.jsdocTags!, ['deprecated']) ?? {};
  const stable = marker(tags, ['publicapi']);
  if (stable) result.stable = stable;
  const developerPreview = marker(tags, ['developerpreview']);
  if (developerPreview) result.developerPreview = developerPreview;
  const experimental = marker(tags, ['experimental']);
  if (experimental) result.experimental = experimental;
  return result;
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The order of entries in a module: by name, then type. */
export function compareEntries(a: { name: string; type: string }, b: { name: string; type: string }): number {
  return byName(a, b) || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0);
}

/**
 * Adds entries to a module (entries and raw in step), keeping the module's order. Returns the names
 * that were already there (not added: one page per name in a module).
 */
export function addEntries<E extends object>(module: DocumentedModule<E>, added: { entry: ApiManifestEntry; raw: E }[]): string[] {
  const names = new Set(module.entries.map((e) => e.name));
  const clashes: string[] = [];
  const all: { entry: ApiManifestEntry; raw: E }[] = module.entries.map((entry, i) => ({ entry, raw: module.raw[i]! }));
  for (const item of added) {
    if (names.has(item.entry.name)) clashes.push(item.entry.name);
    else {
      names.add(item.entry.name);
      all.push(item);
    }
  }
  all.sort((a, b) => compareEntries(a.entry, b.entry));
  module.entries = all.map((x) => x.entry);
  module.raw = all.map((x) => x.raw);
  return clashes;
}

/** Modules sorted by label; labels starting with '<' (code-styled, e.g. window globals) go last. */
export function compareModules(a: { moduleLabel: string }, b: { moduleLabel: string }): number {
  const ca = a.moduleLabel.startsWith('<');
  const cb = b.moduleLabel.startsWith('<');
  if (ca !== cb) return ca ? 1 : -1;
  return a.moduleLabel < b.moduleLabel ? -1 : a.moduleLabel > b.moduleLabel ? 1 : 0;
}

export interface DocumentedModule<E> extends ApiModuleRecord {
  /** The extracted entries kept, in the same order as `entries`. */
  raw: E[];
}

/**
 * Keeps the documented entries of each module, sorted stably (by name, then type), modules by label;
 * modules left without entries are dropped.
 */
export function buildModules<E extends EntryLike>(modules: ModuleLike<E>[]): DocumentedModule<E>[] {
  return modules
    .map((module) => {
      const kept: { raw: E; entry: ApiManifestEntry }[] = [];
      const seen = new Set<string>();
      for (const raw of module.entries) {
        const type = manifestType(raw.entryType);
        if (!type || isHidden(raw)) continue;
        // One page per name in a module: the route is api/<module>/<name>.
        if (seen.has(raw.name)) continue;
        seen.add(raw.name);
        kept.push({ raw, entry: manifestEntry(raw, type) });
      }
      kept.sort((a, b) => compareEntries(a.entry, b.entry));
      return {
        moduleName: module.moduleName,
        normalizedModuleName: module.normalizedModuleName,
        moduleLabel: module.moduleLabel,
        entries: kept.map((k) => k.entry),
        raw: kept.map((k) => k.raw),
      };
    })
    .filter((m) => m.entries.length > 0)
    .sort(compareModules);
}

/** The manifest written for the browser (without the raw entries). */
export function toManifest(modules: ApiModuleRecord[]): ApiManifest {
  return modules.map(({ moduleName, normalizedModuleName, moduleLabel, entries }) => ({ moduleName, normalizedModuleName, moduleLabel, entries }));
}

/**
 * The API navigation tree: one group per module (label = module label) with its entries (path,
 * label, category); `contentPath` is the entry's fragment file. `level` starts at `baseLevel`.
 */
export function apiNavTree(modules: ApiModuleRecord[], baseLevel = 2): NavigationItem[] {
  return modules.map((module) => ({
    label: module.moduleLabel,
    level: baseLevel,
    children: module.entries.map((entry) => {
      const item: NavigationItem = {
        label: entry.name,
        path: apiEntryPath(module.normalizedModuleName, entry.name),
        contentPath: apiFragmentFile(module.normalizedModuleName, entry.name, entry.type),
        level: baseLevel + 1,
      };
      if (entry.category) item.category = entry.category;
      return item;
    }),
  }));
}

/**
 * Block pages keep the `@` of their name in the route (`api/core/@if`, as angular.dev); the same path
 * without it redirects there, unless it is an entry of its own.
 */
export function blockAliases(api: { manifest: ApiManifest }): { from: string; to: string }[] {
  const redirects: { from: string; to: string }[] = [];
  for (const module of api.manifest) {
    const names = new Set(module.entries.map((e) => e.name));
    for (const entry of module.entries) {
      if (entry.type !== 'block' || !entry.name.startsWith('@') || names.has(entry.name.slice(1))) continue;
      redirects.push({ from: apiEntryPath(module.normalizedModuleName, entry.name.slice(1)), to: `/${apiEntryPath(module.normalizedModuleName, entry.name)}` });
    }
  }
  return redirects;
}
