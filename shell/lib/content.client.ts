/** Browser access to the generated content: fetched from the site's own assets, cached. */
import type { NavigationItem } from '../../isomorphic/navigation-types.ts';
import { NAV_URLS } from '../../isomorphic/paths.ts';
import { ROUTE_INDEX_URL, type RouteIndex } from '../../isomorphic/route-index.ts';
import { cachedJson } from './cached-json.ts';
import { createContentLoader } from './content-cache.ts';

export const contentLoader = createContentLoader((url) => fetch(url));

export const loadDocsTree = cachedJson<NavigationItem[]>(NAV_URLS.docs);
export const loadRedirects = cachedJson<Record<string, string>>(NAV_URLS.redirects);
/** Which tree has the page of a path (isomorphic/route-index.ts). */
export const loadRouteIndex = cachedJson<RouteIndex>(ROUTE_INDEX_URL);

/** Drops every cached response (content hot reload in development). */
export function clearContentCaches(): void {
  contentLoader.clear();
  loadDocsTree.clear();
  loadRedirects.clear();
  loadRouteIndex.clear();
}
