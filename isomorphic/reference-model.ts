/**
 * The API reference data model shared by the Node pipeline and the browser shell (spec §3 "API module
 * record", "API entry"; §2 "API reference pages"; §7). Pure types and functions, no I/O.
 */
import { API_MANIFEST_URL, ASSET_DIRS, NAV_URLS } from './paths.ts';

/** The 13 entry types of the spec. The extractor's `component` is filed as `directive` (a component is a directive with a template). */
export const API_ENTRY_TYPES = [
  'block',
  'undecorated_class',
  'constant',
  'decorator',
  'directive',
  'element',
  'enum',
  'function',
  'interface',
  'pipe',
  'ng_module',
  'type_alias',
  'initializer_api_function',
] as const;

export type ApiEntryType = (typeof API_ENTRY_TYPES)[number];

/** Display name and badge letters of each type (the list page's type filter and the page badge). */
export const API_TYPE_LABELS: Record<ApiEntryType, { label: string; short: string }> = {
  block: { label: 'Block', short: 'B' },
  undecorated_class: { label: 'Class', short: 'C' },
  constant: { label: 'Const', short: 'K' },
  decorator: { label: 'Decorator', short: '@' },
  directive: { label: 'Directive', short: 'D' },
  element: { label: 'Element', short: 'El' },
  enum: { label: 'Enum', short: 'E' },
  function: { label: 'Function', short: 'F' },
  interface: { label: 'Interface', short: 'I' },
  pipe: { label: 'Pipe', short: 'P' },
  ng_module: { label: 'NgModule', short: 'M' },
  type_alias: { label: 'Type Alias', short: 'T' },
  initializer_api_function: { label: 'Initializer API', short: 'IA' },
};

export interface VersionMarker {
  /** e.g. '20.2'; absent when the tag gave no version. */
  version?: string;
}

/** One entry of a module record (spec §3). */
export interface ApiManifestEntry {
  name: string;
  type: ApiEntryType;
  category?: string;
  deprecated?: VersionMarker;
  stable?: VersionMarker;
  experimental?: VersionMarker;
  developerPreview?: VersionMarker;
}

/** One module (entry point) record (spec §3). */
export interface ApiModuleRecord {
  /** '@angular/core/rxjs-interop' */
  moduleName: string;
  /** 'angular_core_rxjs-interop' */
  normalizedModuleName: string;
  /** 'core/rxjs-interop' */
  moduleLabel: string;
  entries: ApiManifestEntry[];
}

export type ApiManifest = ApiModuleRecord[];

export type ApiStatus = 'deprecated' | 'stable' | 'developerPreview' | 'experimental';

/** Status precedence for the single badge: Deprecated > Stable > Developer Preview > Experimental. */
export const API_STATUS_ORDER: readonly ApiStatus[] = ['deprecated', 'stable', 'developerPreview', 'experimental'];

export const API_STATUS_LABELS: Record<ApiStatus, string> = {
  deprecated: 'Deprecated',
  stable: 'Stable',
  developerPreview: 'Developer Preview',
  experimental: 'Experimental',
};

/** The one status an entry shows (first marker in precedence order), or undefined when it has none. */
export function entryStatus(entry: ApiManifestEntry): { status: ApiStatus; version?: string } | undefined {
  for (const status of API_STATUS_ORDER) {
    const marker = entry[status];
    if (marker) return marker.version ? { status, version: marker.version } : { status };
  }
  return undefined;
}

/** '@angular/common/http' → 'angular_common_http'. */
export function normalizeModuleName(moduleName: string): string {
  return moduleName.replace(/^@/, '').replace(/\//g, '_');
}

/** Module path of the route: 'angular_common_http' → 'common/http' (prefix dropped, `_` → `/`). */
export function moduleRoutePath(normalizedModuleName: string): string {
  return normalizedModuleName.replace(/^angular_/, '').replace(/_/g, '/');
}

/** Route path (no leading slash) of an entry: 'api/common/http/HttpClient'. */
export function apiEntryPath(normalizedModuleName: string, name: string): string {
  return `api/${moduleRoutePath(normalizedModuleName)}/${name}`;
}

/**
 * File name of an entry's HTML fragment (spec §7): `{normalizedModule}_{entryName}_{entryType}.html`.
 * The type is part of the name so names differing only in case cannot collide on case-insensitive disks.
 */
export function apiFragmentFile(normalizedModuleName: string, name: string, type: ApiEntryType): string {
  return `${normalizedModuleName}_${name}_${type}.html`;
}

/** Where the browser fetches fragments and the API data from. */
export const API_ASSETS = {
  fragmentBase: ASSET_DIRS.api,
  manifest: API_MANIFEST_URL,
  navTree: NAV_URLS.api,
  referenceTree: NAV_URLS.reference,
} as const;
