/**
 * Compares embedded search engines for the local backend: MiniSearch (what the site uses),
 * FlexSearch and Pagefind (custom records through its Node API), at the site's full size.
 *
 * Corpus (CORPUS):
 * - `site` (default when a build has written .generated/search-records.json): the real site's records
 *   (guides and reference pages), grown to PAGES pages with variants of them;
 * - `docs`: the guide pages only (tests/unit/search/real-records.ts), grown to PAGES pages — a stress
 *   case: every page is a long guide page and 35 % of the variants' words are random, so the text
 *   barely compresses.
 * PAGES (default 2200; 0 = the records as they are, no synthetic pages).
 * Each synthetic page is a real page's records with part of the words replaced by words drawn
 * from the real vocabulary (search-engines/corpus.ts).
 *
 * Figures printed (no assertions):
 * - index build time (Node);
 * - bytes (gzip -9 of every response) transferred before the first results, in Chromium, cold:
 *   the page script (engine + result processing, as the dialog bundles them) and every index file
 *   fetched until the first query has answered; and the total once the whole index is loaded;
 * - query time in Chromium (each quality query, index fully loaded): median, p95, max;
 * - first of all, the relevance benchmark on the build's full index as built (SKIP_RELEVANCE=1 to
 *   skip): success@1, success@3, MRR@10 over tests/unit/search/relevance-queries.ts — the tuning and
 *   held-out halves (split by a fixed seed, relevance.ts#splitQueries), the first set and the added
 *   set — and the misses of each half;
 * - quality: share of the relevance queries (all of them, targets not built yet count as misses)
 *   with a target page in the top 3, with the first shard only (MiniSearch: what the first results
 *   are made from) and with the whole index; the same queries are the ones timed.
 * Then, when the site is built (build/client), the real dialog: a page is loaded, then Ctrl+K and a
 * query; every byte transferred from the shortcut to the rendered first results (the dialog chunk,
 * the engine, the index shard — gzip -9), and for each quality query the time from the debounced
 * query (input + 200 ms) to its results rendered in the dialog, with the index fully loaded.
 * Query times are wall-clock; each query runs ROUNDS times (default 5): the figures over all runs, and
 * over each query's best run (less of what other processes on a busy machine cost). The load average
 * is printed with them.
 * Usage: npm run perf:search   (CORPUS=docs|site, PAGES=2200, ROUNDS=5, SKIP_OTHERS=1 to measure MiniSearch only, PERF_PORT=4641: its
 *   servers listen on PERF_PORT and PERF_PORT + 1)
 */
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { cpus, loadavg, tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { decodeContent, decodeHeadings, localIndexShards } from '../../isomorphic/search/local-index.ts';
import type { SearchRecord } from '../../isomorphic/search/records.ts';
import { LocalSearchEngine } from '../../elements/search-dialog/local/local-engine.ts';
import { ownText, parentText } from '../../elements/search-dialog/local/local-records.ts';
import { toSearchResults } from '../../elements/search-dialog/results.ts';
import { SEARCH_DEBOUNCE_MS } from '../../elements/search-dialog/search-dialog.ts';
import { ADDED_QUERIES, RELEVANCE_QUERIES } from '../unit/search/relevance-queries.ts';
import { formatReport, formatTable, fullIndexBenchmark, pageOf } from '../unit/search/relevance.ts';
import { realSearchRecords } from '../unit/search/real-records.ts';
import { syntheticCorpus } from './search-engines/corpus.ts';

const PAGES = Number(process.env.PAGES ?? 2200);
/** Each quality query is timed this many times (the machine may be busy: the best run shows the engine). */
const ROUNDS = Number(process.env.ROUNDS ?? 5);

interface Timing {
  /** Over every run of every query. */
  median: number;
  p95: number;
  max: number;
  /** Over each query's fastest run. */
  best: { median: number; p95: number; max: number };
}
function timing(perQuery: number[][]): Timing {
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)], p95: sorted[Math.floor(sorted.length * 0.95)], max: sorted.at(-1)! };
  };
  return { ...stats(perQuery.flat()), best: stats(perQuery.map((runs) => Math.min(...runs))) };
}
/** The relevance queries (tests/unit/search/relevance-queries.ts) as [query, …target pages]: timed, and their top-3 share printed. */
const QUALITY_QUERIES: [string, ...string[]][] = [...RELEVANCE_QUERIES, ...ADDED_QUERIES].map((r) => [r.q, ...r.targets]);
const PORT = Number(process.env.PERF_PORT ?? 4641);
const dir = join(tmpdir(), 'docs-search-bench');
await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });

// --- relevance on the build's full index (as built, not grown): success@1, success@3, MRR@10, misses ---
if (!process.env.SKIP_RELEVANCE) {
  const benchmark = await fullIndexBenchmark();
  console.log(`Full index as built: ${benchmark.pages} pages, ${benchmark.records} records`);
  console.log(`Relevance (tests/unit/search/relevance-queries.ts), tuning and held-out halves:\n${formatTable(benchmark)}`);
  console.log(formatReport(benchmark.tuning, 'Tuning half'));
  console.log(formatReport(benchmark.heldOut, 'Held-out half'));
  console.log(formatReport(benchmark.heldOutC, 'Held-out set C'));
  console.log(formatReport(benchmark.syntaxD, 'Syntax set D'));
  console.log('');
}

const siteRecordsFile = join(import.meta.dirname, '../../.generated/search-records.json');
const CORPUS = process.env.CORPUS ?? (existsSync(siteRecordsFile) ? 'site' : 'docs');
const base: SearchRecord[] = CORPUS === 'site' ? JSON.parse(await readFile(siteRecordsFile, 'utf8')) : realSearchRecords();
const corpus = PAGES > 0 ? syntheticCorpus(base, PAGES) : base;
const ENGINES = process.env.SKIP_OTHERS ? ['minisearch'] : ['minisearch', 'flexsearch', 'pagefind'];
const pageCount = new Set(corpus.map((r) => r.url.split('#')[0])).size;
console.log(
  `Corpus '${CORPUS}'${PAGES > 0 ? ` grown to ${PAGES} pages` : ' as built'}: ${pageCount} pages, ${corpus.length} records (${corpus.filter((r) => r.type === 'content').length} prose blocks)`,
);
const shards = localIndexShards(corpus);
await writeFile(join(dir, 'headings.json'), JSON.stringify(shards.headings));
await writeFile(join(dir, 'content.json'), JSON.stringify(shards.content));

// --- index build time (Node); MiniSearch quality from the first shard alone ---
const buildTimes: Record<string, number> = {};
const firstShardQuality: Record<string, number> = {};
const topUrls = (urls: string[], accepted: string[]) => urls.slice(0, 3).some((url) => accepted.includes(pageOf(url)));
{
  const t = performance.now();
  const decoded = decodeHeadings(shards.headings);
  const engine = new LocalSearchEngine(decoded.records);
  const headingsMs = performance.now() - t;
  firstShardQuality.MiniSearch =
    QUALITY_QUERIES.filter(([query, ...accepted]) =>
      topUrls(
        toSearchResults(engine.search(query)).map((r) => r.url),
        accepted,
      ),
    ).length / QUALITY_QUERIES.length;
  const t2 = performance.now();
  engine.add(decodeContent(shards.content, decoded));
  buildTimes.MiniSearch = headingsMs + performance.now() - t2;
  console.log(`MiniSearch build (Node): headings shard ${headingsMs.toFixed(0)} ms, whole index ${buildTimes.MiniSearch.toFixed(0)} ms`);
}
if (ENGINES.includes('flexsearch')) {
  const { Document, Charset } = await import('flexsearch');
  const decoded = decodeHeadings(shards.headings);
  const records = [...decoded.records, ...decodeContent(shards.content, decoded)];
  const t = performance.now();
  const index = new Document({
    document: {
      id: 'id',
      index: [
        { field: 'own', tokenize: 'forward', encoder: Charset.LatinBalance },
        { field: 'parents', tokenize: 'forward', encoder: Charset.LatinBalance },
      ],
    },
  });
  records.forEach((record, id) => index.add({ id, own: ownText(record), parents: parentText(record) }));
  buildTimes.FlexSearch = performance.now() - t;
}
if (ENGINES.includes('pagefind')) {
  const t = performance.now();
  const { index } = await pagefind.createIndex({});
  if (!index) throw new Error('pagefind: no index');
  for (const record of corpus) {
    const own = record.type === 'content' ? (record.content ?? '') : (record.hierarchy[record.type] ?? '');
    await index.addCustomRecord({ url: record.url, content: own, language: 'en', meta: { title: record.hierarchy.lvl1 } });
  }
  await index.writeFiles({ outputPath: join(dir, 'pagefind') });
  buildTimes.Pagefind = performance.now() - t;
  await pagefind.close();
}

// --- browser bundles ---
for (const engine of ENGINES) {
  await build({
    entryPoints: [new URL(`./search-engines/runner-${engine}.ts`, import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    outfile: join(dir, `${engine}.js`),
    logLevel: 'error',
  });
  await writeFile(join(dir, `${engine}.html`), `<!doctype html><html><head><script type="module" src="/${engine}.js"></script></head><body></body></html>`);
}

const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.wasm': 'application/wasm' };
const safePath = (url: string) => normalize(decodeURIComponent(new URL(url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
const server = createServer(async (req, res) => {
  try {
    const body = await readFile(join(dir, safePath(req.url ?? '/')));
    res.writeHead(200, { 'content-type': types[extname(safePath(req.url ?? '/'))] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
/** gzip -9 size of a served file (what a compressing host would transfer). */
const gzipSizes = new Map<string, Promise<number>>();
const gzipSize = (path: string) => {
  if (!gzipSizes.has(path))
    gzipSizes.set(
      path,
      readFile(join(dir, path)).then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  return gzipSizes.get(path)!;
};
/** Marks, in the order the page issues its requests, the moment the first results were ready. */
const MARK = '/__first-results';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

interface Row {
  engine: string;
  firstBytes: number;
  totalBytes: number;
  firstResultsMs: number;
  median: number;
  p95: number;
  max: number;
  best: Timing['best'];
  quality: number;
  misses: string[];
}
const rows: Row[] = [];
const names: Record<string, string> = { minisearch: 'MiniSearch', flexsearch: 'FlexSearch', pagefind: 'Pagefind' };
for (const engine of ENGINES) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Requests in the order the page issues them (workers' requests included); the HTML page is not counted.
  const requested: string[] = [];
  context.on('request', (request) => requested.push(safePath(request.url())));
  const bytesOf = async (paths: string[]) =>
    (await Promise.all(paths.filter((p) => p !== `/${engine}.html` && p !== MARK).map(gzipSize))).reduce((a, b) => a + b, 0);
  await page.goto(`http://127.0.0.1:${PORT}/${engine}.html`);
  await page.waitForFunction(() => 'bench' in window);
  const firstResultsMs = await page.evaluate(
    async ([query, mark]) => {
      const bench = (window as unknown as { bench: { init(): Promise<void>; search(q: string): Promise<string[]> } }).bench;
      const t = performance.now();
      await bench.init();
      await bench.search(query);
      const elapsed = performance.now() - t;
      // Issued in the same task as the results are ready: requests listed before it came first.
      void fetch(mark).catch(() => {});
      return elapsed;
    },
    ['signal', MARK],
  );
  await page.waitForTimeout(100);
  // Everything requested before the first results (the page script is the engine + result processing).
  const firstBytes = await bytesOf(requested.slice(0, requested.indexOf(MARK)));
  await page.evaluate(() => (window as unknown as { bench: { loadRest(): Promise<void> } }).bench.loadRest());
  const totalBytes = await bytesOf(requested);
  const measured = await page.evaluate(
    async ([queries, rounds]) => {
      const bench = (window as unknown as { bench: { search(q: string): Promise<string[]> } }).bench;
      const out: { ms: number[]; urls: string[] }[] = queries.map(() => ({ ms: [], urls: [] }));
      for (let round = 0; round < rounds; round++) {
        for (const [i, [query]] of queries.entries()) {
          const t = performance.now();
          out[i].urls = await bench.search(query);
          out[i].ms.push(performance.now() - t);
        }
      }
      return out;
    },
    [QUALITY_QUERIES, ROUNDS] as const,
  );
  const { median, p95, max, best } = timing(measured.map((m) => m.ms));
  const misses = QUALITY_QUERIES.filter(([, ...accepted], i) => !topUrls(measured[i].urls, accepted)).map(([q]) => q);
  rows.push({
    engine: names[engine],
    firstBytes,
    totalBytes,
    firstResultsMs,
    median,
    p95,
    max,
    best,
    quality: (QUALITY_QUERIES.length - misses.length) / QUALITY_QUERIES.length,
    misses,
  });
  await context.close();
}
// --- the real dialog on the built site, with this corpus's shards ---
interface SiteRow extends Timing {
  coldBytes: number;
  files: string[];
  shortcutToResultsMs: number;
  misses: string[];
}
let siteRow: SiteRow | undefined;
if (existsSync('build/client/serve.json')) {
  const { startServer } = await import('../../hosting/server.ts');
  const SITE_PORT = PORT + 1;
  const site = await startServer({ dir: 'build/client', port: SITE_PORT });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('**/assets/search/*.json', (route) => route.fulfill({ path: join(dir, new URL(route.request().url()).pathname.split('/').pop()!) }));
  const responses: { url: string; gzip: Promise<number> }[] = [];
  page.on('response', (response) => {
    if (response.status() >= 300) return;
    responses.push({
      url: new URL(response.url()).pathname,
      gzip: response.body().then(
        (b) => gzipSync(b, { level: 9 }).length,
        () => 0,
      ),
    });
  });
  await page.goto(`http://127.0.0.1:${SITE_PORT}/essentials/signals`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  // The page's own lazy chunks (elements defined after hydration) are not the search's: wait until
  // nothing has arrived for a second.
  for (let seen = -1; seen !== responses.length;) {
    seen = responses.length;
    await page.waitForTimeout(1000);
  }
  const fromShortcut = responses.length;
  const t0 = Date.now();
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search docs' }).waitFor();
  const typeAndWait = async (query: string, mark?: string) =>
    page.evaluate(
      async ([query, mark]) => {
        const element = document.querySelector('docs-search-dialog') as HTMLElement & { results: unknown; updateComplete: Promise<unknown> };
        const root = element.shadowRoot!;
        const input = root.querySelector('input')!;
        const type = async (value: string) => {
          input.value = value;
          input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
          await element.updateComplete;
        };
        await type('');
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const before = element.results;
        return new Promise<number>((resolve) => {
          let start = 0;
          // Rendered results: a mutation in the dialog after the results changed (a microtask after
          // the DOM update, so nothing the page schedules later has run yet).
          const observer = new MutationObserver(() => {
            if (element.results === before || !root.querySelector('#results [role="option"]')) return;
            const elapsed = performance.now() - start;
            observer.disconnect();
            if (mark) void fetch(mark).catch(() => {});
            resolve(elapsed);
          });
          observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
          start = performance.now();
          void type(query);
        });
      },
      [query, mark] as const,
    );
  await typeAndWait('signal', MARK);
  const shortcutToResultsMs = Date.now() - t0;
  const requestsBefore = responses.slice(fromShortcut);
  await page.waitForTimeout(100);
  const files: string[] = [];
  let coldBytes = 0;
  for (const r of requestsBefore) {
    if (r.url === MARK) break;
    coldBytes += await r.gzip;
    files.push(`${r.url} ${((await r.gzip) / 1024).toFixed(1)} KB`);
  }
  // Whole index, then each quality query: input → results rendered, minus the debounce.
  await page.evaluate(() =>
    (document.querySelector('docs-search-dialog') as unknown as { backend: { whenComplete?(): Promise<void> } }).backend.whenComplete?.(),
  );
  const times: number[][] = QUALITY_QUERIES.map(() => []);
  const misses = new Set<string>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, [query, ...accepted]] of QUALITY_QUERIES.entries()) {
      times[i].push((await typeAndWait(query)) - SEARCH_DEBOUNCE_MS);
      const urls = await page.evaluate(() =>
        (document.querySelector('docs-search-dialog') as unknown as { results: { url: string }[] }).results.map((r) => r.url),
      );
      if (!topUrls(urls, accepted)) misses.add(query);
    }
  }
  siteRow = { coldBytes, files, shortcutToResultsMs, ...timing(times), misses: [...misses] };
  await context.close();
  site.close();
}

await browser.close();
server.close();

console.log(
  `\nLoad average while measuring: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')} (${cpus().length} CPUs)`,
);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log(
  `\n| engine | index build (Node) | gzip bytes before first results (cold) | gzip bytes, whole index | cold init + first query | query median / p95 / max (Chromium, all runs; best run of each query) | top-3 quality, first shard / whole index (${QUALITY_QUERIES.length} queries) |`,
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  const first = firstShardQuality[r.engine] === undefined ? '' : `${(firstShardQuality[r.engine] * 100).toFixed(0)} % / `;
  console.log(
    `| ${r.engine} | ${ms(buildTimes[r.engine])} | ${kb(r.firstBytes)} | ${kb(r.totalBytes)} | ${ms(r.firstResultsMs)} | ${ms(r.median)} / ${ms(r.p95)} / ${ms(r.max)}; ${ms(r.best.median)} / ${ms(r.best.p95)} / ${ms(r.best.max)} | ${first}${(r.quality * 100).toFixed(0)} % |`,
  );
}
for (const r of rows) if (r.misses.length) console.log(`${r.engine} misses: ${r.misses.join(', ')}`);
if (siteRow) {
  console.log(`\nThe site's dialog (build/client, this corpus's shards): Ctrl+K then 'signal' on /essentials/signals`);
  console.log(`- gzip bytes from the shortcut to the first results rendered: ${kb(siteRow.coldBytes)}`);
  for (const file of siteRow.files) console.log(`  - ${file}`);
  console.log(`- shortcut to first results (includes the 200 ms debounce): ${ms(siteRow.shortcutToResultsMs)}`);
  console.log(
    `- debounced query to results rendered, whole index (${ROUNDS} runs of each query): median ${ms(siteRow.median)} / p95 ${ms(siteRow.p95)} / max ${ms(siteRow.max)}; best run of each: median ${ms(siteRow.best.median)} / p95 ${ms(siteRow.best.p95)} / max ${ms(siteRow.best.max)}`,
  );
  console.log(
    `- top-3 quality in the dialog: ${(((QUALITY_QUERIES.length - siteRow.misses.length) / QUALITY_QUERIES.length) * 100).toFixed(0)} %${siteRow.misses.length ? ` (misses: ${siteRow.misses.join(', ')})` : ''}`,
  );
} else {
  console.log("\n(No build/client: run `npm run build` to measure the site's dialog too.)");
}
