/** Browser access to the generated content: fetched from the site's own assets, cached. */
import type { NavigationItem } from '../../isomorphic/navigation-types.ts';
import { cachedJson } from './cached-json.ts';
import { createContentLoader } from './content-cache.ts';

export const contentLoader = createContentLoader((url) => fetch(url));

export const loadDocsTree = cachedJson<NavigationItem[]>('/assets/nav/docs.json');
export const loadRedirects = cachedJson<Record<string, string>>('/assets/nav/redirects.json');

/** Drops every cached response (content hot reload in development). */
export function clearContentCaches(): void {
  contentLoader.clear();
  loadDocsTree.clear();
  loadRedirects.clear();
}
