/**
 * The /api list page's filters: state ⇄ URL query (`query`, `type`, `status`, `package`, written only
 * when they differ from the defaults) and the filtering itself. Pure, unit-tested in Node.
 */
import {
  API_ENTRY_TYPES,
  API_STATUS_ORDER,
  apiEntryPath,
  type ApiEntryType,
  type ApiManifest,
  type ApiManifestEntry,
  type ApiStatus,
} from '../../isomorphic/reference-model.ts';

export interface ApiFilterState {
  query: string;
  /** One entry type, or null for all types. */
  type: ApiEntryType | null;
  /** Statuses shown. */
  status: ApiStatus[];
  /** normalizedModuleName, or null for all packages. */
  package: string | null;
}

/** Default statuses: everything but deprecated. */
export const DEFAULT_STATUS: readonly ApiStatus[] = ['stable', 'developerPreview', 'experimental'];

export const DEFAULT_FILTER: ApiFilterState = { query: '', type: null, status: [...DEFAULT_STATUS], package: null };

const sortStatus = (list: ApiStatus[]) => API_STATUS_ORDER.filter((s) => list.includes(s));

/** Reads the filter from a URL query; unknown values fall back to the defaults. */
export function parseFilter(params: URLSearchParams, packages?: readonly string[]): ApiFilterState {
  const type = params.get('type');
  const statusParam = params.get('status');
  let status = [...DEFAULT_STATUS];
  if (statusParam !== null) {
    const list = statusParam.split(',').filter((s): s is ApiStatus => (API_STATUS_ORDER as readonly string[]).includes(s));
    status = statusParam === '' || statusParam === 'none' ? [] : list.length ? sortStatus(list) : status;
  }
  const pkg = params.get('package');
  return {
    query: params.get('query') ?? '',
    type: type && (API_ENTRY_TYPES as readonly string[]).includes(type) ? (type as ApiEntryType) : null,
    status,
    package: pkg && (!packages || packages.includes(pkg)) ? pkg : null,
  };
}

/** The query for a filter: only values that differ from the defaults, in a fixed order. */
export function filterToParams(state: ApiFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query.trim()) params.set('query', state.query);
  if (state.type) params.set('type', state.type);
  const status = sortStatus(state.status);
  if (status.join(',') !== DEFAULT_STATUS.join(',')) params.set('status', status.length ? status.join(',') : 'none');
  if (state.package) params.set('package', state.package);
  return params;
}

/** The status used for filtering: the badge status, and 'stable' for an entry without any marker. */
export function filterStatus(entry: ApiManifestEntry): ApiStatus {
  for (const status of API_STATUS_ORDER) if (entry[status]) return status;
  return 'stable';
}

export interface ApiListItem {
  entry: ApiManifestEntry;
  path: string;
}

export interface ApiListGroup {
  moduleName: string;
  normalizedModuleName: string;
  moduleLabel: string;
  items: ApiListItem[];
}

/**
 * The groups and items that pass the filter. The text matches the entry name or the package label,
 * case-insensitively; empty groups are dropped.
 */
export function filterApi(manifest: ApiManifest, state: ApiFilterState): ApiListGroup[] {
  const query = state.query.trim().toLowerCase();
  const statuses = new Set(state.status);
  const groups: ApiListGroup[] = [];
  for (const module of manifest) {
    if (state.package && module.normalizedModuleName !== state.package) continue;
    const moduleMatches = query !== '' && module.moduleName.toLowerCase().includes(query);
    const items = module.entries
      .filter((entry) => (state.type ? entry.type === state.type : true))
      .filter((entry) => statuses.has(filterStatus(entry)))
      .filter((entry) => query === '' || moduleMatches || entry.name.toLowerCase().includes(query))
      .map((entry) => ({ entry, path: `/${apiEntryPath(module.normalizedModuleName, entry.name)}` }));
    if (items.length) groups.push({ moduleName: module.moduleName, normalizedModuleName: module.normalizedModuleName, moduleLabel: module.moduleLabel, items });
  }
  return groups;
}

export interface ApiPackage {
  normalizedModuleName: string;
  moduleName: string;
}

/** The package select's options: one per module, in manifest order. */
export function listPackages(manifest: ApiManifest): ApiPackage[] {
  return manifest.map(({ normalizedModuleName, moduleName }) => ({ normalizedModuleName, moduleName }));
}

/**
 * Whether the list page focuses its text filter on load: only on devices with a fine pointer and
 * hover (a touch screen would open its keyboard), and only when nothing but the page itself or its
 * heading has focus (the user may already have moved on).
 */
export function shouldAutofocus(finePointerWithHover: boolean, active: { tagName: string } | null): boolean {
  if (!finePointerWithHover) return false;
  return !active || active.tagName === 'BODY' || active.tagName === 'H1' || active.tagName === 'HTML';
}
