import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { matchManifest } from './route-manifest.ts';

/**
 * Issue 20: when a route's code chunk fails to load on a client navigation (gone after a deploy, a
 * network failure), React Router reloads the page silently (`loadRouteModule`). This guard loads the
 * target route's modules first: a navigation to a route whose modules have not loaded yet is held
 * (`useBlocker`), its modules are imported (the browser then has them, so React Router's own import
 * of the same URLs succeeds), and the navigation proceeds; if the import fails, the navigation is
 * cancelled and `onFailure` shows the update notice (snack bar) instead. Navigations within routes
 * already loaded are never held.
 */
/** The module URLs of the routes a path matches (empty without a manifest). */
export function routeModulesFor(pathname: string): string[] {
  return matchManifest(pathname).map(({ route }) => route.module);
}

const loaded = new Set<string>();

export function useRouteChunkGuard(onFailure: (error: unknown) => void): void {
  const blocker = useBlocker(({ nextLocation }) => routeModulesFor(nextLocation.pathname).some((url) => !loaded.has(url)));
  useEffect(() => {
    if (blocker.state !== 'blocked') return undefined;
    const urls = routeModulesFor(blocker.location.pathname);
    let current = true;
    Promise.all(urls.map((url) => import(/* @vite-ignore */ url))).then(
      () => {
        for (const url of urls) loaded.add(url);
        if (current) blocker.proceed();
      },
      (error: unknown) => {
        if (!current) return;
        blocker.reset();
        onFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [blocker, onFailure]);
}
