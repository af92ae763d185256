/**
 * What the service worker (sw.ts) does with each request (issue 29). Pure, shared by the worker, the
 * page-side registration (register.ts) and the offline page (public/offline.js reads the same cache
 * names). Bump CACHE_VERSION when a cache's format changes: the worker deletes every `docs-` cache
 * that is not one of the current names when it activates.
 */
import { ASSET_DIRS, PREVIEW_FILE_URL, PREVIEW_URL } from '../../isomorphic/paths.ts';

export const CACHE_VERSION = 'v1';
export const CACHE_NAMES = {
  /** Pages (their HTML) the reader opened, network first. */
  pages: `docs-pages-${CACHE_VERSION}`,
  /** Generated data under /assets/<folder>/ (fragments, navigation, search shards, projects), network first. */
  data: `docs-data-${CACHE_VERSION}`,
  /** Hashed build files not in the precache (lazy chunks), cache first: their names change with their content. */
  assets: `docs-assets-${CACHE_VERSION}`,
  /** What "Save for offline" saved (one record per section; shell/offline/save.ts). */
  saved: `docs-saved-${CACHE_VERSION}`,
} as const;
export const CACHE_PREFIX = 'docs-';

/** The worker's URL (site root, so its scope is the whole site) and the web app manifest's. */
export const SERVICE_WORKER_URL = '/sw.js';
export const WEB_MANIFEST_URL = '/manifest.webmanifest';
/** Dispatched on window when a new build's worker has taken over (register.ts); shows the update notice. */
export const SITE_UPDATED_EVENT = 'docs-site-updated';
/** Browser UI colours of the light and dark themes (the page background of each, global.css). */
export const THEME_COLORS = { light: '#ffffff', dark: '#121217' } as const;
/** The page shown for a page that is neither reachable nor cached (precached). */
export const OFFLINE_PAGE_URL = '/offline.html';

/**
 * Request header of "Save for offline" (shell/offline/save.ts) and of the page-side copy of a visited
 * page (register.ts): the page stores the response itself, so the worker lets the request through.
 */
export const SAVE_HEADER = 'x-docs-offline-save';

export type RequestRule = 'page' | 'data' | 'asset' | 'network';

/**
 * The rule for a GET request. `network`: not handled by the worker at all (the browser fetches it as if
 * there were no worker): other origins, the worker and manifest themselves, and the playground's
 * preview document, whose own CSP with `sandbox` must reach the browser as the server sent it, and the
 * requests of the page that stores the response itself (`SAVE_HEADER`).
 */
export function requestRule(url: URL, origin: string, mode: string, headers?: Headers): RequestRule {
  if (url.origin !== origin || headers?.has(SAVE_HEADER)) return 'network';
  const path = url.pathname;
  if (path === PREVIEW_URL || path === PREVIEW_FILE_URL || path === SERVICE_WORKER_URL || path === WEB_MANIFEST_URL) return 'network';
  if (mode === 'navigate') return 'page';
  if (/^\/assets\/[^/]+\//.test(path)) return 'data';
  if (path.startsWith('/assets/')) return 'asset';
  return 'data';
}

/** Whether a cache name is ours and outdated (deleted on activation). Workbox's precache manages its own. */
export function isOutdatedCache(name: string): boolean {
  return name.startsWith(CACHE_PREFIX) && !(Object.values(CACHE_NAMES) as string[]).includes(name);
}

/** The cache key of a page: origin + path, without query, hash or trailing slash. */
export function pageKey(url: URL): string {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  return `${url.origin}${path}`;
}

/** The first path segment: the section a page belongs to ('' for the home page). */
export function sectionOf(pathname: string): string {
  return pathname.split('/').find(Boolean) ?? '';
}

/** Every local search shard is cached when the worker installs, so search works offline. */
export const SEARCH_DIR = ASSET_DIRS.search;
