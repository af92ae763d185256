import { useEffect } from 'react';
import { matchRoutes, useBlocker, type RouteObject } from 'react-router';

/**
 * Issue 20: when a route's code chunk fails to load on a client navigation (gone after a deploy, a
 * network failure), React Router reloads the page silently (`loadRouteModule`). This guard loads the
 * target route's modules first: a navigation to a route whose modules have not loaded yet is held
 * (`useBlocker`), its modules are imported (the browser then has them, so React Router's own import
 * of the same URLs succeeds), and the navigation proceeds; if the import fails, the navigation is
 * cancelled and `onFailure` shows the update notice (snack bar) instead. Navigations within routes
 * already loaded are never held.
 */
interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
}

const manifestRoutes = (): Record<string, ManifestRoute> | undefined =>
  (globalThis as { __reactRouterManifest?: { routes?: Record<string, ManifestRoute> } }).__reactRouterManifest?.routes;

let tree: { routes: Record<string, ManifestRoute>; objects: RouteObject[] } | undefined;

function routeObjects(routes: Record<string, ManifestRoute>): RouteObject[] {
  if (tree?.routes === routes) return tree.objects;
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) => (route.index ? { id: route.id, index: true, path: route.path } : { id: route.id, path: route.path, children: children(route.id) }));
  tree = { routes, objects: children(undefined) };
  return tree.objects;
}

/** The module URLs of the routes a path matches (empty without a manifest). */
export function routeModulesFor(pathname: string): string[] {
  const routes = manifestRoutes();
  if (!routes) return [];
  const matches = matchRoutes(routeObjects(routes), pathname) ?? [];
  return matches.map((match) => routes[match.route.id ?? '']?.module).filter((url): url is string => Boolean(url));
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
