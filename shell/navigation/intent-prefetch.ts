/**
 * Page-to-page in one round trip less (issue 32): when a reader shows the intent to open a link — the
 * pointer rests on it for INTENT_DELAY_MS, it gets keyboard focus, or a finger touches it — the target
 * page's route module is imported and its `clientLoader` run, so the click's navigation finds the code
 * and the data (fragment, TOC, trees: the one asset cache, shell/data/assets.ts) already loaded.
 *
 * React Router's `<Link prefetch="intent">` does the module half and prefetches server data (`.data`),
 * which this site has none of (its routes load in the browser over the asset cache), and it would not
 * cover the plain links inside prerendered articles. So this listens on the document, for every link the
 * app would navigate to client-side (`prefetchTarget`, the link rules of links.ts), and matches the
 * path against React Router's own route manifest (route-manifest.ts). A loader that throws (a redirect, a 404, a failed fetch) is
 * ignored: the click runs it again and handles it. Routes whose loader starts the playground runtime
 * (`prewarm`) get their module only, so hovering a tutorial link does not start a preview frame.
 */
import { matchManifest } from './route-manifest.ts';
import { prefetchTarget } from './links.ts';

/** How long the pointer rests on a link before it counts as intent (React Router's `intent` waits 100 ms). */
export const INTENT_DELAY_MS = 100;

/** Route modules whose clientLoader has side effects beyond reading assets: module only. */
const MODULE_ONLY = new Set(['routes/playground', 'routes/tutorial']);

interface RouteModule {
  clientLoader?: (args: { request: Request; params: Record<string, string | undefined>; serverLoader: () => never; context: unknown }) => unknown;
}

const started = new Set<string>();

/** Loads the route module and runs the loader of the page at `pathname`, once per page per document. */
export async function prefetchPage(pathname: string): Promise<void> {
  if (started.has(pathname)) return;
  const leaf = matchManifest(pathname).at(-1);
  if (!leaf) return;
  const { route } = leaf;
  started.add(pathname);
  try {
    const load = (url: string) => import(/* @vite-ignore */ url) as Promise<RouteModule>;
    const [module, loaderModule] = await Promise.all([load(route.module), route.clientLoaderModule ? load(route.clientLoaderModule) : undefined]);
    const clientLoader = loaderModule?.clientLoader ?? module.clientLoader;
    if (!route.hasClientLoader || !clientLoader || MODULE_ONLY.has(route.id)) return;
    await clientLoader({
      request: new Request(new URL(pathname, window.location.href)),
      params: leaf.params,
      serverLoader: () => {
        throw new Error('no server loader');
      },
      context: undefined,
    });
  } catch {
    // A redirect or 404 the loader throws, or a failed fetch: the navigation deals with it.
  }
}

/** The link an event happened in, inside shadow roots too (the sidebar's element renders its links there). */
const anchorOf = (event: Event) =>
  event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));

/** The in-app page an event's target link would open, if any. */
function targetOf(event: Event): string | undefined {
  const anchor = anchorOf(event);
  if (!anchor) return undefined;
  return prefetchTarget(
    { href: anchor.getAttribute('href'), target: anchor.target, hasDownload: anchor.hasAttribute('download') },
    `${window.location.pathname}${window.location.search}`,
  );
}

/** Listens for link intent on the whole document; returns the cleanup. */
export function installIntentPrefetch(root: Document = document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered: string | undefined;
  const cancel = () => {
    clearTimeout(timer);
    hovered = undefined;
  };
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    const path = targetOf(event);
    if (path === hovered) return;
    cancel();
    if (!path) return;
    hovered = path;
    timer = setTimeout(() => void prefetchPage(path), INTENT_DELAY_MS);
  };
  const onPointerOut = (event: PointerEvent) => {
    const next = event.relatedTarget as Node | null;
    const from = anchorOf(event);
    if (from && next && from.contains(next)) return;
    cancel();
  };
  const now = (event: Event) => {
    const path = targetOf(event);
    if (path) void prefetchPage(path);
  };
  const options = { passive: true, capture: true };
  root.addEventListener('pointerover', onPointerOver, options);
  root.addEventListener('pointerout', onPointerOut, options);
  root.addEventListener('focusin', now, options);
  root.addEventListener('touchstart', now, options);
  return () => {
    cancel();
    root.removeEventListener('pointerover', onPointerOver, options);
    root.removeEventListener('pointerout', onPointerOut, options);
    root.removeEventListener('focusin', now, options);
    root.removeEventListener('touchstart', now, options);
  };
}
