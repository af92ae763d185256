// Benchmark page script: the site's local engine (MiniSearch) as the dialog uses it.
import { LocalSearchEngine } from '../../../elements/search-dialog/local/local-engine.ts';
import { decodeShard } from '../../../elements/search-dialog/local/local-records.ts';
import { toSearchResults } from '../../../elements/search-dialog/results.ts';

let engine: LocalSearchEngine;
let full: Promise<void>;
(window as unknown as { bench: unknown }).bench = {
  async init() {
    engine = new LocalSearchEngine(decodeShard(await (await fetch('headings.json')).json()));
  },
  loadRest() {
    full ??= fetch('content.json').then(async (r) => engine.add(decodeShard(await r.json())));
    return full;
  },
  async search(query: string) {
    return toSearchResults(engine.search(query)).map((r) => r.url);
  },
};
