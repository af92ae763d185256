/**
 * Compares embedded search engines for the local backend at the site's full size (~2,200 pages):
 * MiniSearch (what the site uses), FlexSearch and Pagefind (custom records through its Node API).
 *
 * The corpus is synthetic but realistic: the real pages' records plus variants of them
 * (search-engines/corpus.ts). Figures printed (no assertions):
 * - index build time (Node);
 * - bytes (gzip -9 of every response) transferred before the first results, in Chromium, cold;
 *   and the total once the whole index is loaded;
 * - query time in Chromium (each quality query, index fully loaded): median, p95, max;
 * - quality: share of the fixed quality queries (tests/unit/search/quality-queries.ts) whose
 *   expected URL is in the top 3.
 * Usage: npm run perf:search   (PAGES=2200 to change the corpus size)
 */
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import MiniSearch from 'minisearch';
import { localIndexShards } from '../../content/pipeline/search/local-index.ts';
import { LocalSearchEngine } from '../../elements/search-dialog/local/local-engine.ts';
import { decodeContent, decodeHeadings, ownText, parentText } from '../../elements/search-dialog/local/local-records.ts';
import { QUALITY_QUERIES } from '../unit/search/quality-queries.ts';
import { realSearchRecords } from '../unit/search/real-records.ts';
import { syntheticCorpus } from './search-engines/corpus.ts';

const PAGES = Number(process.env.PAGES ?? 2200);
const PORT = 4641;
const dir = join(tmpdir(), 'docs-search-bench');
await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });

const corpus = syntheticCorpus(realSearchRecords(), PAGES);
const pageCount = new Set(corpus.map((r) => r.url.split('#')[0])).size;
console.log(`Corpus: ${pageCount} pages, ${corpus.length} records (${corpus.filter((r) => r.type === 'content').length} prose blocks)`);
const shards = localIndexShards(corpus);
await writeFile(join(dir, 'headings.json'), JSON.stringify(shards.headings));
await writeFile(join(dir, 'content.json'), JSON.stringify(shards.content));
void MiniSearch;

// --- index build time (Node) ---
const buildTimes: Record<string, number> = {};
{
  const t = performance.now();
  const decoded = decodeHeadings(shards.headings);
  const engine = new LocalSearchEngine(decoded.records);
  engine.add(decodeContent(shards.content, decoded));
  buildTimes.MiniSearch = performance.now() - t;
}
{
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
{
  const t = performance.now();
  const { index } = await pagefind.createIndex({});
  if (!index) throw new Error('pagefind: no index');
  for (const record of corpus) {
    const own = record.type === 'content' ? record.content ?? '' : record.hierarchy[record.type] ?? '';
    await index.addCustomRecord({ url: record.url, content: own, language: 'en', meta: { title: record.hierarchy.lvl1 } });
  }
  await index.writeFiles({ outputPath: join(dir, 'pagefind') });
  buildTimes.Pagefind = performance.now() - t;
  await pagefind.close();
}

// --- browser bundles ---
for (const engine of ['minisearch', 'flexsearch', 'pagefind']) {
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
/** gzip -9 size of every file served, in order (what a compressing host would transfer). */
const served: number[] = [];
const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  try {
    const body = await readFile(join(dir, path));
    served.push(gzipSync(body, { level: 9 }).length);
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));

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
  quality: number;
  misses: string[];
}
const rows: Row[] = [];
const names: Record<string, string> = { minisearch: 'MiniSearch', flexsearch: 'FlexSearch', pagefind: 'Pagefind' };
for (const engine of ['minisearch', 'flexsearch', 'pagefind']) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bytesSince = (from: number) => served.slice(from).reduce((sum, n) => sum + n, 0);
  const atStart = served.length;
  await page.goto(`http://127.0.0.1:${PORT}/${engine}.html`);
  await page.waitForFunction(() => 'bench' in window);
  // The page script counts: it is what the dialog chunk would carry (the HTML page does not).
  const afterScript = served.length;
  const script = bytesSince(atStart + 1);
  const firstResultsMs = await page.evaluate(async (query) => {
    const bench = (window as unknown as { bench: { init(): Promise<void>; search(q: string): Promise<string[]> } }).bench;
    const t = performance.now();
    await bench.init();
    await bench.search(query);
    return performance.now() - t;
  }, 'signal');
  const firstBytes = script + bytesSince(afterScript);
  await page.evaluate(() => (window as unknown as { bench: { loadRest(): Promise<void> } }).bench.loadRest());
  const totalBytes = script + bytesSince(afterScript);
  const measured = await page.evaluate(async (queries) => {
    const bench = (window as unknown as { bench: { search(q: string): Promise<string[]> } }).bench;
    const out: { ms: number; urls: string[] }[] = [];
    for (const [query] of queries) {
      const t = performance.now();
      const urls = await bench.search(query);
      out.push({ ms: performance.now() - t, urls });
    }
    return out;
  }, QUALITY_QUERIES);
  const times = measured.map((m) => m.ms).sort((a, b) => a - b);
  if (process.env.DEBUG) console.log(engine, measured.slice(0, 3));
  const misses = QUALITY_QUERIES.filter(([, ...accepted], i) => !measured[i].urls.slice(0, 3).some((url) => accepted.includes(url))).map(([q]) => q);
  rows.push({
    engine: names[engine],
    firstBytes,
    totalBytes,
    firstResultsMs,
    median: times[Math.floor(times.length / 2)],
    p95: times[Math.floor(times.length * 0.95)],
    max: times.at(-1)!,
    quality: (QUALITY_QUERIES.length - misses.length) / QUALITY_QUERIES.length,
    misses,
  });
  await context.close();
}
await browser.close();
server.close();

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log(`\n| engine | index build (Node) | gzip bytes before first results (cold) | gzip bytes, whole index | cold init + first query | query median / p95 / max (Chromium) | top-3 quality (${QUALITY_QUERIES.length} queries) |`);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(
    `| ${r.engine} | ${ms(buildTimes[r.engine])} | ${kb(r.firstBytes)} | ${kb(r.totalBytes)} | ${ms(r.firstResultsMs)} | ${ms(r.median)} / ${ms(r.p95)} / ${ms(r.max)} | ${(r.quality * 100).toFixed(0)} % |`,
  );
}
for (const r of rows) if (r.misses.length) console.log(`${r.engine} misses: ${r.misses.join(', ')}`);
