// Loads the local index shards and searches them (in a Web Worker by default, see local-backend.ts;
// in the page where workers are unavailable). The headings shard is all the first search waits for;
// the content shard is fetched once a search has answered, so it never competes with the first
// results for bandwidth, and is indexed in chunks.
import type { RawHit } from '../types.ts';
import { LocalSearchEngine } from './local-engine.ts';
import { ASSET_DIRS, SEARCH_SHARDS } from '../../../isomorphic/paths.ts';
import { decodeContent, decodeHeadings, type DecodedHeadings } from '../../../isomorphic/search/local-index.ts';

export interface LocalIndexOptions {
  /** Folder URL of the shards (default `ASSET_DIRS.search`, '/assets/search/'). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export interface LocalIndex {
  /** Loads the headings shard and builds the first index; safe to call many times. */
  prepare(): Promise<void>;
  /** Hits for a query, best first (then starts loading the content shard). */
  search(query: string): Promise<RawHit[]>;
  /** Starts loading the content shard if needed; resolves once it is searchable (or its loading failed: a later search retries). */
  whenComplete(): Promise<void>;
}

export function createLocalIndex(options: LocalIndexOptions = {}): LocalIndex {
  const base = options.baseUrl ?? ASSET_DIRS.search;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const load = async (name: string): Promise<unknown> => {
    const response = await doFetch(`${base}${name}`);
    if (!response.ok) throw new Error(`Search index: ${name} answered ${response.status}`);
    return response.json();
  };
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
      const ready = await prepare();
      const decoded = headings!;
      const hits = ready.search(query);
      setTimeout(() => void loadContent(ready, decoded), 0);
      return hits;
    },
    async whenComplete(): Promise<void> {
      const ready = await prepare();
      await loadContent(ready, headings!);
    },
  };
}
