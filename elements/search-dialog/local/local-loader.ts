// Loads the local index shards and searches them (in a Web Worker by default, see local-backend.ts;
// in the page where workers are unavailable). The headings shard is all the first search waits for;
// the content shard is fetched once a search has answered, so it never competes with the first
// results for bandwidth, and is indexed in chunks. A request that stalls (no byte for
// INDEX_IDLE_TIMEOUT_MS, before the headers or between chunks of the body) is aborted: the search
// waiting for it fails (the dialog shows nothing) and the next search requests the file again.
import type { FilteredHits, RawHit, SearchFilter } from '../types.ts';
import { LocalSearchEngine } from './local-engine.ts';
import { ASSET_DIRS, SEARCH_SHARDS } from '../../../isomorphic/paths.ts';
import { decodeContent, decodeHeadings, type DecodedHeadings } from '../../../isomorphic/search/local-index.ts';

/** A shard request that receives nothing for this long is aborted (issue 26: a stalled request froze search). */
export const INDEX_IDLE_TIMEOUT_MS = 8000;

export interface LocalIndexOptions {
  /** Folder URL of the shards (default `ASSET_DIRS.search`, '/assets/search/'). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Abort a shard request after this long without a byte (default INDEX_IDLE_TIMEOUT_MS). */
  idleTimeoutMs?: number;
}

/**
 * Fetches JSON, aborting when nothing arrives for `idleMs` (waiting for the response, or between two
 * chunks of its body): a slow but moving download goes on, a stalled one fails.
 */
export async function fetchJsonWithIdleTimeout(doFetch: typeof fetch, url: string, idleMs: number): Promise<unknown> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stalled: (reason: Error) => void = () => {};
  const stall = new Promise<never>((_, reject) => (stalled = reject));
  stall.catch(() => {});
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const error = new Error(`Search index: ${url} stalled for ${idleMs} ms`);
      stalled(error);
      controller.abort(error);
    }, idleMs);
  };
  // Every await races the stall, so a fetch implementation that ignores the abort signal cannot hang us either.
  const race = <T>(promise: Promise<T>) => Promise.race([promise, stall]);
  arm();
  try {
    const response = await race(doFetch(url, { signal: controller.signal }));
    if (!response.ok) throw new Error(`Search index: ${url} answered ${response.status}`);
    if (!response.body) return await race(response.json() as Promise<unknown>);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      arm();
      const { done, value } = await race(reader.read());
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    text += decoder.decode();
    return JSON.parse(text) as unknown;
  } finally {
    clearTimeout(timer);
  }
}

export interface LocalIndex {
  /** Loads the headings shard and builds the first index; safe to call many times. */
  prepare(): Promise<void>;
  /** Hits for a query, best first (then starts loading the content shard). */
  search(query: string): Promise<RawHit[]>;
  /** Hits of one filter and the count of each (then starts loading the content shard). */
  searchFiltered(query: string, filter: SearchFilter): Promise<FilteredHits>;
  /** Starts loading the content shard if needed; resolves once it is searchable (or its loading failed: a later search retries). */
  whenComplete(): Promise<void>;
}

export function createLocalIndex(options: LocalIndexOptions = {}): LocalIndex {
  const base = options.baseUrl ?? ASSET_DIRS.search;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const idleMs = options.idleTimeoutMs ?? INDEX_IDLE_TIMEOUT_MS;
  const load = (name: string): Promise<unknown> => fetchJsonWithIdleTimeout(doFetch, `${base}${name}`, idleMs);
  let headings: Promise<DecodedHeadings> | undefined;
  let engine: Promise<LocalSearchEngine> | undefined;
  let content: Promise<void> | undefined;

  const prepare = (): Promise<LocalSearchEngine> => {
    headings ??= load(SEARCH_SHARDS.headings).then(decodeHeadings);
    engine ??= headings.then((decoded) => new LocalSearchEngine(decoded.records));
    engine.catch(() => {
      headings = undefined;
      engine = undefined;
    });
    return engine;
  };
  const loadContent = (ready: LocalSearchEngine, decoded: Promise<DecodedHeadings>): Promise<void> =>
    (content ??= Promise.all([decoded, load(SEARCH_SHARDS.content)])
      .then(([owners, shard]) => ready.addAsync(decodeContent(shard, owners)))
      .catch(() => {
        content = undefined;
      }));

  return {
    prepare: async () => {
      await prepare();
    },
    async search(query: string): Promise<RawHit[]> {
      return (await this.searchFiltered(query, 'all')).hits;
    },
    async searchFiltered(query: string, filter: SearchFilter): Promise<FilteredHits> {
      const ready = await prepare();
      const decoded = headings!;
      const found = ready.searchFiltered(query, filter);
      setTimeout(() => void loadContent(ready, decoded), 0);
      return found;
    },
    async whenComplete(): Promise<void> {
      const ready = await prepare();
      await loadContent(ready, headings!);
    },
  };
}
