// Benchmark page script: the site's local backend (MiniSearch) exactly as the dialog uses it — the
// same loading order (headings shard, first results, then the content shard) and result processing.
import { createLocalBackend } from '../../../elements/search-dialog/local/local-backend.ts';
import { toSearchResults } from '../../../elements/search-dialog/results.ts';

const backend = createLocalBackend({ baseUrl: '/' });
(window as unknown as { bench: unknown }).bench = {
  async init() {
    await backend.prepare();
  },
  loadRest() {
    return backend.whenComplete();
  },
  async search(query: string) {
    return toSearchResults(await backend.search(query)).map((r) => r.url);
  },
};
