/** Browser access to the generated content: fetched from the site's own assets, cached. */
import type { NavigationItem } from '../../content/navigation-types.ts';
import { createContentLoader } from './content-cache.ts';

export const contentLoader = createContentLoader((url) => fetch(url));

/** Fetches a JSON asset once; a failure forgets the attempt so the next call retries. */
function cachedJson<T>(url: string) {
  let pending: Promise<T> | undefined;
  const get = (): Promise<T> => {
    pending ??= fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Could not load ${url} (status ${response.status})`);
      return response.json() as Promise<T>;
    });
    pending.catch(() => {
      pending = undefined;
    });
    return pending;
  };
  return Object.assign(get, { clear: () => (pending = undefined) });
}

export const loadDocsTree = cachedJson<NavigationItem[]>('/assets/nav/docs.json');
export const loadRedirects = cachedJson<Record<string, string>>('/assets/nav/redirects.json');

/** Drops every cached response (content hot reload in development). */
export function clearContentCaches(): void {
  contentLoader.clear();
  loadDocsTree.clear();
  loadRedirects.clear();
}
