/**
 * Lighthouse (mobile defaults) on one page of each type of the built site, served on 127.0.0.1 by
 * scripts/serve.ts; each page runs RUNS times (default 3) and the median run (by performance score)
 * is printed. A benchmark, not a test: no assertions, not part of `npm test`.
 * Usage: npm run perf:lighthouse [-- /api /playground]   (needs `npm run build` first; RUNS=1 for a quick look)
 * JS = bytes transferred (as served, compressed) of every script the page loaded during the run.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../../hosting/server.ts';

const PAGES: [type: string, path: string][] = [
  ['home', '/'],
  ['docs', '/overview'],
  ['essentials', '/essentials/signals'],
  ['API entry', '/api/core/signal'],
  ['API list', '/api'],
  ['CLI', '/cli/build'],
  ['error', '/errors/NG0100'],
  ['tutorial step', '/tutorials/deferrable-views/1-what-are-deferrable-views'],
  ['playground', '/playground'],
];
const wanted = process.argv.slice(2);
const pages = wanted.length
  ? PAGES.filter(([, p]) => wanted.includes(p)).concat(wanted.filter((w) => !PAGES.some(([, p]) => p === w)).map((p) => ['page', p] as [string, string]))
  : PAGES;
const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.LH_PORT ?? 4191);

interface Run {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  failing: string[];
  /** The LCP element (its selector), which says what a late LCP waits for. */
  lcpElement: string;
}

// SITE_DIR measures another build (e.g. a copy of main's, for before/after figures).
const server = await startServer({ dir: process.env.SITE_DIR ?? 'build/client', port });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function once(path: string): Promise<Run> {
  const result = await lighthouse(`http://127.0.0.1:${port}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`no Lighthouse result for ${path}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const failing = Object.values(lhr.categories)
    .filter((c) => c.id !== 'performance')
    .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${c.id}:${ref.id}`));
  const breakdown = lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; selector?: string }[] } | undefined;
  const lcpElement = breakdown?.items?.find((item) => item.type === 'node')?.selector ?? '?';
  return {
    lcpElement,
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    jsKb: jsBytes / 1024,
    failing,
  };
}

const rows: string[] = [];
try {
  for (const [type, path] of pages) {
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) results.push(await once(path));
    results.sort((a, b) => a.perf - b.perf);
    const median = results[Math.floor(results.length / 2)]!;
    const range = (f: (r: Run) => number, fmt: (n: number) => string) => {
      const values = results.map(f);
      const lo = Math.min(...values);
      const hi = Math.max(...values);
      return lo === hi || fmt(lo) === fmt(hi) ? fmt(median ? f(median) : lo) : `${fmt(f(median))} (${fmt(lo)}–${fmt(hi)})`;
    };
    const row = `| ${type} \`${path}\` | ${range((r) => r.perf, String)} | ${median.a11y} | ${median.bp} | ${median.seo} | ${(median.lcp / 1000).toFixed(1)} s | ${range(
      (r) => r.tbt,
      (n) => `${Math.round(n)} ms`,
    )} | ${median.cls.toFixed(3)} | ${median.jsKb.toFixed(1)} KB |`;
    rows.push(row);
    console.log(row + `   LCP element: ${median.lcpElement}` + (median.failing.length ? `   failing: ${median.failing.join(', ')}` : ''));
  }
} finally {
  await chrome.kill();
  server.close();
}
console.log(`\nLighthouse 13 mobile defaults, median of ${runs} run${runs > 1 ? 's' : ''} (range in brackets)\n`);
console.log('| page | perf | a11y | best practices | SEO | LCP | TBT | CLS | JS |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
