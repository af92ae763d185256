// Benchmark page script: Pagefind's browser API over an index written from custom records.
interface PagefindResult {
  data(): Promise<{ url: string }>;
}
interface Pagefind {
  options(o: object): Promise<void>;
  init(): Promise<void>;
  search(q: string): Promise<{ results: PagefindResult[] }>;
}
let pagefind: Pagefind;
const pagefindUrl = '/pagefind/pagefind.js';
(window as unknown as { bench: unknown }).bench = {
  async init() {
    pagefind = (await import(/* @vite-ignore */ pagefindUrl)) as Pagefind;
    await pagefind.options({ baseUrl: '/' });
    await pagefind.init();
  },
  async loadRest() {},
  /** Search plus the data of the first 5 results (what the dialog needs to show them). */
  async search(query: string) {
    const { results } = await pagefind.search(query);
    const data = await Promise.all(results.slice(0, 5).map((r) => r.data()));
    return data.map((d) => d.url);
  },
};
