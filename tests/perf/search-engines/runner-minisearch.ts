// Benchmark page script: the site's local engine (MiniSearch) as the dialog uses it.
import { LocalSearchEngine } from '../../../elements/search-dialog/local/local-engine.ts';
import { decodeContent, decodeHeadings, type DecodedHeadings } from '../../../elements/search-dialog/local/local-records.ts';
import { toSearchResults } from '../../../elements/search-dialog/results.ts';

let engine: LocalSearchEngine;
let headings: DecodedHeadings;
let full: Promise<void>;
(window as unknown as { bench: unknown }).bench = {
  async init() {
    headings = decodeHeadings(await (await fetch('headings.json')).json());
    engine = new LocalSearchEngine(headings.records);
  },
  loadRest() {
    full ??= fetch('content.json').then(async (r) => engine.addAsync(decodeContent(await r.json(), headings)));
    return full;
  },
  async search(query: string) {
    return toSearchResults(engine.search(query)).map((r) => r.url);
  },
};
