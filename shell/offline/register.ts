/**
 * Page side of the offline support (issue 29), loaded by the root route only after the window's `load`
 * event and an idle moment, so a first visit (and Lighthouse) loads exactly what it did without it.
 * - Registers the service worker (/sw.js, same-origin file: no inline code under the CSP). Where
 *   service workers or storage are unavailable (private browsing, blocked storage), nothing happens:
 *   the site works as before, without offline features.
 * - Pages reached by client-side navigation fetched only their fragment: their HTML is added to the
 *   pages cache too, so every page the reader opened also opens offline by its URL.
 * - A new build: when a new worker activates over an old one, `docs-site-updated` is dispatched on
 *   window (the update notice shows the snack bar). Checks for a new build hourly while open.
 */
import { CACHE_NAMES, SAVE_HEADER, SERVICE_WORKER_URL, SITE_UPDATED_EVENT, pageKey } from './cache-rules.ts';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  let container: ServiceWorkerContainer;
  try {
    if (!('serviceWorker' in navigator) || !('caches' in window)) return undefined;
    container = navigator.serviceWorker;
  } catch {
    return undefined;
  }
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch {
    return undefined; // Storage blocked, private mode or an insecure origin: offline features unavailable.
  }
  // A browser (or automation) that stubs service workers out may resolve without a registration.
  if (!registration) return undefined;
  // A worker other than the active one that reaches `activated` is a new build (the first install,
  // with no active worker, is not an update). One may already be installing when this runs late.
  const watch = (worker: ServiceWorker | null) => {
    if (!worker || !registration.active || worker === registration.active) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') window.dispatchEvent(new CustomEvent(SITE_UPDATED_EVENT));
    });
  };
  registration.addEventListener('updatefound', () => watch(registration.installing));
  watch(registration.installing ?? registration.waiting);
  // Tests wait for this before they deploy a "new build".
  document.documentElement.dataset.serviceWorker = 'registered';
  window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  cacheCurrentPage();
  window.addEventListener('popstate', cacheCurrentPage);
  // Client-side navigations (React Router pushes history entries).
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('currententrychange', cacheCurrentPage);
  return registration;
}

/** Adds the current page's HTML to the pages cache unless it is there already (idle, errors ignored). */
export function cacheCurrentPage(): void {
  const key = pageKey(new URL(window.location.href));
  const run = async () => {
    const cache = await caches.open(CACHE_NAMES.pages);
    if (await cache.match(key)) return;
    const response = await fetch(key, { credentials: 'same-origin', headers: { [SAVE_HEADER]: '1' } });
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) await cache.put(key, response);
  };
  const idle = (window as { requestIdleCallback?: (fn: () => void) => number }).requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
  idle(() => void run().catch(() => undefined));
}

/** Registers once the page has loaded and the main thread is idle. */
export function registerAfterLoad(): void {
  const start = () => {
    const idle = (window as { requestIdleCallback?: (fn: () => void) => number }).requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1000));
    idle(() => void registerServiceWorker());
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
