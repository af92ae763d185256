/** Browser access to the generated content: fetched from the site's own assets, cached. */
import type { NavigationItem } from '../../content/navigation-types.ts';
import { ROUTE_INDEX_URL, type RouteIndex } from '../../content/route-index.ts';
import { cachedJson } from './cached-json.ts';
import { createContentLoader } from './content-cache.ts';

export const contentLoader = createContentLoader((url) => fetch(url));

export const loadDocsTree = cachedJson<NavigationItem[]>('/assets/nav/docs.json');
export const loadRedirects = cachedJson<Record<string, string>>('/assets/nav/redirects.json');
/** Which tree has the page of a path (content/route-index.ts). */
export const loadRouteIndex = cachedJson<RouteIndex>(ROUTE_INDEX_URL);

/** Drops every cached response (content hot reload in development). */
export function clearContentCaches(): void {
  contentLoader.clear();
  loadDocsTree.clear();
  loadRedirects.clear();
  loadRouteIndex.clear();
}
