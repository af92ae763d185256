/**
 * React Router's own route manifest (`window.__reactRouterManifest`, every route: `ssr: false` means no
 * lazy route discovery), matched against a path. Shared by the chunk guard (use-route-chunk-guard.ts)
 * and the intent prefetch (intent-prefetch.ts).
 */
import { matchRoutes, type Params, type RouteObject } from 'react-router';

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  /** React Router's route-chunk splitting puts a route's clientLoader in a module of its own. */
  clientLoaderModule?: string;
  hasClientLoader?: boolean;
}

const manifestRoutes = (): Record<string, ManifestRoute> | undefined =>
  (globalThis as { __reactRouterManifest?: { routes?: Record<string, ManifestRoute> } }).__reactRouterManifest?.routes;

let tree: { routes: Record<string, ManifestRoute>; objects: RouteObject[] } | undefined;

/** The flat manifest as a route tree for `matchRoutes` (built once per manifest). */
function routeObjects(routes: Record<string, ManifestRoute>): RouteObject[] {
  if (tree?.routes === routes) return tree.objects;
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  const children = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index ? { id: route.id, index: true, path: route.path } : { id: route.id, path: route.path, children: children(route.id) },
    );
  tree = { routes, objects: children(undefined) };
  return tree.objects;
}

/** The manifest routes a path matches, outermost first, with the params (empty without a manifest). */
export function matchManifest(pathname: string): { route: ManifestRoute; params: Params }[] {
  const routes = manifestRoutes();
  if (!routes) return [];
  return (matchRoutes(routeObjects(routes), pathname) ?? []).flatMap((match) => {
    const route = routes[match.route.id ?? ''];
    return route ? [{ route, params: match.params }] : [];
  });
}
