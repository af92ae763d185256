/**
 * Page content loading (spec §7): GET assets/content/{contentPath}, cached per path.
 * A 404 is cached (the page does not exist; asking again will not change that); any other failure
 * (network error, 5xx) drops the cache entry so the next visit retries.
 */
import { contentUrl } from '../../isomorphic/paths.ts';

export type ContentResult = { status: 'ok'; html: string } | { status: 'not-found' };

export type FetchLike = (url: string) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

export class ContentLoadError extends Error {
  readonly status: number;
  constructor(url: string, status: number) {
    super(`Could not load ${url} (status ${status || 'network error'})`);
    this.name = 'ContentLoadError';
    this.status = status;
  }
}

export interface ContentLoader {
  load(contentPath: string): Promise<ContentResult>;
  /** Forgets every cached entry (used by content hot reload in development). */
  clear(): void;
}

export function createContentLoader(fetchFn: FetchLike, base?: string): ContentLoader {
  const cache = new Map<string, Promise<ContentResult>>();
  return {
    load(contentPath) {
      const url = contentUrl(contentPath, base);
      let entry = cache.get(url);
      if (!entry) {
        entry = (async (): Promise<ContentResult> => {
          const response = await fetchFn(url).catch(() => ({ ok: false, status: 0, text: async () => '' }));
          if (response.status === 404) return { status: 'not-found' };
          if (!response.ok) throw new ContentLoadError(url, response.status);
          return { status: 'ok', html: await response.text() };
        })();
        cache.set(url, entry);
        entry.catch(() => {
          if (cache.get(url) === entry) cache.delete(url);
        });
      }
      return entry;
    },
    clear() {
      cache.clear();
    },
  };
}
