/**
 * Page fragments without a second copy in the hydration data.
 *
 * A prerendered page already carries its content fragment as DOM. If the route's build-time loader
 * also returned the fragment, React Router would serialise it again into the page's hydration data
 * (about 40 % of a long page's HTML, and the same again in its `.data` file). Instead the loader
 * stashes the fragment here and returns its data without it; the server render reads the stash, and
 * the browser, hydrating that page, reads the fragment back from the prerendered DOM — once, before
 * anything enhances it, so every later render of that page gets the same string and React leaves
 * the DOM alone. Client navigations get the fragment from the client loader as before.
 */
const fragments = new Map<string, string>();
/** The prerender handles a few pages at a time: keep the newest fragments only (memory). */
const STASH_LIMIT = 32;

/** Build time (route loader): keep the fragment for the render of the same request. */
export function stashFragment(key: string, html: string): void {
  fragments.delete(key);
  fragments.set(key, html);
  for (const oldest of fragments.keys()) {
    if (fragments.size <= STASH_LIMIT) break;
    fragments.delete(oldest);
  }
}

/**
 * The fragment of the page being rendered when its loader data has none: the stash at build time;
 * in the browser, the prerendered content of the element with `id` if it carries `data-fragment`
 * equal to `key` (otherwise '' — the caller's page is not the prerendered one).
 */
export function prerenderedFragment(key: string, id: string): string {
  const known = fragments.get(key);
  if (known !== undefined) return known;
  if (typeof document === 'undefined') return '';
  const element = document.getElementById(id);
  if (!element || element.dataset.fragment !== key) return '';
  const html = element.innerHTML;
  fragments.set(key, html);
  return html;
}

/**
 * Build-time data a route's loader reads for its own server render but does not return (so it is not
 * serialised into the page): kept in this shared module, not in the route module, which the server
 * build may instantiate apart from the module that runs the loader.
 */
const serverData = new Map<string, unknown>();

export function stashServerData(key: string, value: unknown): void {
  serverData.set(key, value);
}

export function stashedServerData<T>(key: string): T | undefined {
  return serverData.get(key) as T | undefined;
}

/**
 * The prerendered markup inside the element with `id` if it carries `data-prerendered` (read once, on
 * the first render in the browser after the page loaded: later renders get the same string);
 * undefined on the server or when the page was not prerendered with that element.
 */
const prerenderedMarkup = new Map<string, string>();
export function prerenderedElementHtml(id: string): string | undefined {
  const known = prerenderedMarkup.get(id);
  if (known !== undefined) return known;
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (!element?.hasAttribute('data-prerendered')) return undefined;
  const html = element.innerHTML;
  prerenderedMarkup.set(id, html);
  return html;
}
