/**
 * Page content loading (spec §7): GET assets/content/{contentPath}, cached per path.
 * A 404 is cached (the page does not exist; asking again will not change that); any other failure
 * (network error, 5xx) drops the cache entry so the next visit retries.
 */
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

/** Content paths without an extension get the Markdown-HTML suffix (spec §5). */
export function contentUrl(contentPath: string, base = '/assets/content/'): string {
  const path = contentPath.replace(/^\/+/, '');
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return `${base}${lastSegment.includes('.') ? path : `${path}.md.html`}`;
}

/**
 * Content path of a Markdown page's build-time table of contents (`<contentPath>.toc.html`, written
 * beside the fragment by the pipeline); undefined for generated pages (`cli/….html`), which have none.
 */
export function tocContentPath(contentPath: string): string | undefined {
  const path = contentPath.replace(/^\/+/, '');
  return path.slice(path.lastIndexOf('/') + 1).includes('.') ? undefined : `${path}.toc.html`;
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
