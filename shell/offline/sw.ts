/**
 * The site's service worker (issue 29), built with Workbox by scripts/service-worker.ts into
 * build/client/sw.js (esbuild bundle, then workbox-build's injectManifest writes the precache list).
 *
 * - Precache: the app shell (hashed JS/CSS of the entry, icons, manifest), the offline page and every
 *   local search shard (search works offline over the whole site).
 * - Pages the reader opens: network first into `docs-pages-*`, so online nothing is older than the
 *   server's copy; offline the cached copy (headers included, so the page CSP stays), else the offline
 *   page, which lists the cached pages of that section.
 * - Generated data (fragments, navigation, projects, playground runtime files): network first into
 *   `docs-data-*`. Lazy hashed chunks: cache first into `docs-assets-*`.
 * - Not handled (see cache-rules.ts): other origins, sw.js, the manifest and the playground preview
 *   document, whose own CSP with `sandbox` reaches the browser unchanged.
 * - Updates: a new worker installs in the background, takes over (skipWaiting) and the page shows the
 *   update snack bar (register.ts); no clientsClaim, so a first visit is never controlled mid-load. Precache entries of old builds and outdated caches are deleted.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CACHE_NAMES, OFFLINE_PAGE_URL, isOutdatedCache, pageKey, requestRule } from './cache-rules.ts';

interface WorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'install', listener: () => void): void;
}
const scope = self as unknown as WorkerScope;

// `self.__WB_MANIFEST` literally: injectManifest replaces exactly that with the precache list.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST, { cleanURLs: false });
cleanupOutdatedCaches();

const origin = scope.location.origin;

// Pages are stored under their path without query or trailing slash (register.ts stores pages reached by
// client-side navigation under the same key).
const pageKeys = { cacheKeyWillBeUsed: async ({ request }: { request: Request }) => pageKey(new URL(request.url)) };

registerRoute(
  ({ url, request }) => request.method === 'GET' && requestRule(url, origin, request.mode, request.headers) === 'page',
  new NetworkFirst({ cacheName: CACHE_NAMES.pages, plugins: [pageKeys] }),
);
registerRoute(
  ({ url, request }) => request.method === 'GET' && requestRule(url, origin, request.mode, request.headers) === 'data',
  new NetworkFirst({ cacheName: CACHE_NAMES.data }),
);
registerRoute(
  ({ url, request }) => request.method === 'GET' && requestRule(url, origin, request.mode, request.headers) === 'asset',
  new CacheFirst({ cacheName: CACHE_NAMES.assets }),
);

// A page that is neither reachable nor cached: the offline page (it lists the section's cached pages).
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const offline = await matchPrecache(OFFLINE_PAGE_URL);
    if (offline) return offline;
  }
  return Response.error();
});

// A new build's worker takes over as soon as it is installed: pages are network first anyway, so the
// reader's next load (the snack bar's Reload) is the new build, with the new precache.
scope.addEventListener('install', () => void scope.skipWaiting());

scope.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter(isOutdatedCache).map((name) => caches.delete(name)))));
});
