/**
 * Traces cold clicks on "Playground" (fresh browser context each, from /overview) with Chromium's
 * tracing, in Chromium against the built site, and prints per visit (figures, no assertions):
 * - click → "Rendered" status, in page time (the user-timing marks `click` and `rendered`);
 * - the main-thread CPU time (thread time of its tasks) of the page's renderer and of the preview's
 *   (the sandboxed preview runs in a renderer process of its own) between the click and the status.
 * CPU time moves much less than wall time when other work loads the machine, so before/after pairs
 * stay comparable on a busy machine (docs/performance.md, issue 33).
 * Usage: npx node tests/perf/playground-trace.ts   (needs `npm run build` first)
 *   RUNS=3 (default 1), SITE_DIR=… (another build), PERF_PORT (default 4189),
 *   VERBOSE=1: also every renderer task over 15 ms and every request, in ms from the click;
 *   TRACE_FILE=path: writes the last visit's trace there (opens in chrome://tracing or Perfetto).
 */
import { writeFileSync } from 'node:fs';
import { launchChromium, serveBuiltSite } from './built-site.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event. */
  tdur?: number;
  pid: number;
  tid: number;
  cat: string;
  args?: { name?: string; data?: { url?: string; requestId?: string; priority?: string } };
}

const RUNS = Number(process.env.RUNS ?? 1);
const VERBOSE = process.env.VERBOSE === '1';
const { origin, server } = await serveBuiltSite(Number(process.env.PERF_PORT ?? 4189), process.env.SITE_DIR);
const browser = await launchChromium();
const short = (url: string) => url.replace(origin, '');

for (let run = 0; run < RUNS; run += 1) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/overview`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const w = window as unknown as { __t0: number; __t1: Promise<number> };
    w.__t0 = 0;
    const isRendered = () => (document.querySelector('.pg-status')?.textContent ?? '').startsWith('Rendered');
    w.__t1 = new Promise((resolve) => {
      new MutationObserver((_, observer) => {
        if (w.__t0 && isRendered()) {
          observer.disconnect();
          performance.mark('rendered');
          resolve(performance.now());
        }
      }).observe(document.documentElement, { childList: true, characterData: true, subtree: true });
    });
    const start = () => {
      w.__t0 = performance.now();
      performance.mark('click');
    };
    document.addEventListener('click', start, { capture: true, once: true });
  });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'v8.execute', 'toplevel', '__metadata'],
  });
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Playground' }).click();
  const ms = await page.evaluate(async () => {
    const w = window as unknown as { __t0: number; __t1: Promise<number> };
    return (await w.__t1) - w.__t0;
  });
  const buffer = await browser.stopTracing();
  if (process.env.TRACE_FILE) writeFileSync(process.env.TRACE_FILE, buffer);
  await context.close();

  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  const threads = new Map<string, string>();
  for (const e of traceEvents) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const click = traceEvents.find((e) => e.name === 'click' && e.cat.includes('user_timing'));
  const rendered = traceEvents.find((e) => e.name === 'rendered' && e.cat.includes('user_timing'));
  if (!click || !rendered) throw new Error('The trace has no click or rendered mark.');
  const previewPids = new Set(traceEvents.filter((e) => (e.args?.data?.url ?? '').includes('/vendor/@angular/')).map((e) => e.pid));
  const tasks = traceEvents.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.ph === 'X' && e.ts >= click.ts && e.ts < rendered.ts);
  const cpu = new Map<string, number>();
  for (const e of tasks) {
    if (threads.get(`${e.pid}:${e.tid}`) !== 'CrRendererMain') continue;
    const who = previewPids.has(e.pid) ? 'preview' : 'page';
    cpu.set(who, (cpu.get(who) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
  }
  console.log(
    `run ${run}: click → rendered ${ms.toFixed(0)} ms; main-thread CPU before rendered: ${[...cpu].map(([who, v]) => `${who} ${v.toFixed(0)} ms`).join(', ')}`,
  );
  if (!VERBOSE) continue;
  const at = (ts: number) => ((ts - click.ts) / 1000).toFixed(0).padStart(6);
  for (const e of tasks.filter((t) => (t.dur ?? 0) > 15_000))
    console.log(
      `  task ${at(e.ts)} +${((e.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms  ${previewPids.has(e.pid) ? 'preview' : 'page   '} ${threads.get(`${e.pid}:${e.tid}`)}`,
    );
  const finished = new Map(traceEvents.filter((e) => e.name === 'ResourceFinish').map((e) => [e.args?.data?.requestId, e]));
  for (const e of traceEvents.filter((t) => t.name === 'ResourceSendRequest' && t.ts >= click.ts && t.ts < rendered.ts)) {
    const end = finished.get(e.args?.data?.requestId);
    console.log(`  request ${at(e.ts)} → ${end ? at(end.ts) : '     ?'}  ${short(e.args?.data?.url ?? '')}`);
  }
}
await browser.close();
server.kill();
