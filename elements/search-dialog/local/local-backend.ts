// The local (default) backend: fetches the index shards from the site and searches them in the page.
// The headings shard is enough for first results; the content shard is merged in when it arrives.
import type { RawHit, SearchBackend } from '../types.ts';
import { LocalSearchEngine } from './local-engine.ts';
import { decodeContent, decodeHeadings } from './local-records.ts';

export interface LocalBackendOptions {
  /** Folder URL of the shards (default '/assets/search/'). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export function createLocalBackend(options: LocalBackendOptions = {}): SearchBackend {
  const base = options.baseUrl ?? '/assets/search/';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const load = async (name: string): Promise<unknown> => {
    const response = await doFetch(`${base}${name}`);
    if (!response.ok) throw new Error(`Search index: ${name} answered ${response.status}`);
    return response.json();
  };
  let engine: Promise<LocalSearchEngine> | undefined;
  let content: Promise<void> | undefined;

  const prepare = (): Promise<LocalSearchEngine> => {
    const headings = load('headings.json').then(decodeHeadings);
    engine ??= headings.then((decoded) => new LocalSearchEngine(decoded.records));
    engine.catch(() => (engine = undefined));
    content ??= Promise.all([engine, headings, load('content.json')])
      .then(([ready, decoded, shard]) => ready.addAsync(decodeContent(shard, decoded)))
      .catch(() => {
        content = undefined;
      });
    return engine;
  };

  return {
    provider: 'MiniSearch',
    prepare: async () => {
      await prepare();
    },
    async search(query: string): Promise<RawHit[]> {
      const ready = await prepare();
      return ready.search(query);
    },
  };
}
