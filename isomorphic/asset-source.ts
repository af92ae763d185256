/**
 * One way to read the site's generated files (`/assets/**`), whichever side reads them: the shell's
 * prerender reads them from disk, the browser fetches them. Both are an `AssetSource` built by
 * `createAssetSource` around a reader, so the caching rule (docs/spec.md §7) is written once:
 *
 * - each URL is read once and its result kept (concurrent reads share one request);
 * - a file that does not exist (a 404) is a result too: `undefined`, kept like any other;
 * - any other failure (network error, 5xx, unreadable file, invalid JSON) rejects and drops the entry,
 *   so the next read tries again.
 *
 * Pure: the reader does the I/O (shell/data/assets.ts over `fetch`, shell/data/disk-assets.server.ts
 * over the file system).
 */

/** Reads the file served at `url`: its text, or undefined when there is none; rejects on any other failure. */
export type AssetReader = (url: string) => Promise<string | undefined>;

export interface AssetSource {
  /** `'disk'`: the build's files at prerender; `'network'`: the site's files fetched by the browser. */
  readonly origin: 'disk' | 'network';
  /** The file at `url` as text; undefined when it does not exist. */
  text(url: string): Promise<string | undefined>;
  /** The file at `url` parsed as JSON; undefined when it does not exist. */
  json<T>(url: string): Promise<T | undefined>;
}

export interface CachedAssetSource extends AssetSource {
  /** Forgets every kept result (content hot reload in development). */
  clear(): void;
}

export class AssetLoadError extends Error {
  /** The HTTP status, or 0 for a network error or a file that could not be read. */
  readonly status: number;
  constructor(url: string, status: number) {
    super(`Could not load ${url} (status ${status || 'network error'})`);
    this.name = 'AssetLoadError';
    this.status = status;
  }
}

/**
 * An asset source over `read`. `cacheText: false` keeps parsed JSON only (the prerender reads every
 * page's fragment once, while the trees and manifests are read for every page).
 */
export function createAssetSource(origin: AssetSource['origin'], read: AssetReader, options: { cacheText: boolean }): CachedAssetSource {
  const cache = new Map<string, Promise<unknown>>();
  const remember = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let entry = cache.get(key) as Promise<T> | undefined;
    if (!entry) {
      const pending = load();
      entry = pending;
      cache.set(key, pending);
      pending.catch(() => {
        if (cache.get(key) === pending) cache.delete(key);
      });
    }
    return entry;
  };
  return {
    origin,
    text: (url) => (options.cacheText ? remember(`text:${url}`, () => read(url)) : read(url)),
    json: <T>(url: string) =>
      remember(`json:${url}`, async () => {
        const text = await read(url);
        return text === undefined ? undefined : (JSON.parse(text) as T);
      }),
    clear: () => cache.clear(),
  };
}

/** The part of a `fetch` response a reader needs. */
export type FetchLike = (url: string) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

/** A reader over HTTP: 404 → undefined; another status or a network error → `AssetLoadError`. */
export function httpReader(fetchFn: FetchLike): AssetReader {
  return async (url) => {
    const response = await fetchFn(url).catch(() => undefined);
    if (response?.status === 404) return undefined;
    if (!response?.ok) throw new AssetLoadError(url, response?.status ?? 0);
    return response.text();
  };
}
