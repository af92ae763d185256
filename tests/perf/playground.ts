/**
 * Playground timings and bytes, in Chromium against the built site (figures, no assertions):
 * - cold: click on "Playground" in the primary nav → the preview shows the app ("Rendered" status), in
 *   a FRESH browser context each time (empty HTTP cache, no service worker, no storage); timed in the
 *   page from the click event, median of several visits;
 * - cold tutorial: the same for a click on a tutorial in the tutorials home (its intro is an editor page);
 * - second visit: the same click again in a context whose HTTP cache holds everything;
 * - warm: "Run again" → rendered (the editor, worker, TypeScript and Angular are loaded), median of runs;
 * - template switch: pick another template → rendered;
 * - bytes loaded after the click by the page, the compile worker and the preview (gzip -9 of each response);
 * - a step of each tutorial: cold (fresh context, click "Next →" on the previous page) and warm;
 * - the newer playground templates: cold (fresh context whose saved playground names the template,
 *   click on "Playground") and warm.
 * Usage: npm run perf:playground [-- --runs 5] [-- --waterfall] [-- --only steps,templates]
 *   (needs `npm run build` first)
 *   --waterfall prints every request of the first cold visit with start/end (ms from the click).
 *   --only runs some sections: playground, tutorial, steps, templates (default: all).
 *   SITE_DIR=… serves another build (default build/client), e.g. a copy of an earlier one, so before and
 *   after can be measured alternately in the same conditions.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { launchChromium, serveBuiltSite } from './built-site.ts';

const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const RUNS = Number(arg('runs') ?? 5);
const WATERFALL = process.argv.includes('--waterfall');
const ONLY = new Set((arg('only') ?? 'playground,tutorial,steps,templates').split(','));
const port = Number(process.env.PERF_PORT ?? 4188);
const { origin, server } = await serveBuiltSite(port, process.env.SITE_DIR);
const browser = await launchChromium();

/**
 * Arms a timer in the page: starts at the next click/change event (capture phase, so before any
 * handler), stops when the workspace status reads "Rendered …" after having shown something else
 * (or after not existing yet). Resolves to the elapsed page time in ms.
 */
async function armTimer(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __t0: number; __t1: Promise<number> };
    w.__t0 = 0;
    const isRendered = () => (document.querySelector('.pg-status')?.textContent ?? '').startsWith('Rendered');
    let left = !isRendered();
    w.__t1 = new Promise((resolve) => {
      new MutationObserver((_, observer) => {
        if (!w.__t0) return;
        if (!isRendered()) left = true;
        else if (left) {
          observer.disconnect();
          resolve(performance.now());
        }
      }).observe(document.documentElement, { childList: true, characterData: true, subtree: true });
    });
    const start = () => (w.__t0 ||= performance.now());
    document.addEventListener('click', start, { capture: true, once: true });
    document.addEventListener('change', start, { capture: true, once: true });
  });
}

const elapsed = (page: Page) =>
  page.evaluate(async () => {
    const w = window as unknown as { __t0: number; __t1: Promise<number> };
    return (await w.__t1) - w.__t0;
  });

async function clickUntilRendered(page: Page, click: () => Promise<unknown>): Promise<number> {
  await armTimer(page);
  await click();
  return elapsed(page);
}

interface Loaded {
  url: string;
  kind: string;
  body: Buffer;
}
const gzipped = (item: Loaded) => gzipSync(item.body, { level: 9 }).length;

function recordResponses(page: Page) {
  const loaded: Loaded[] = [];
  const pending: Promise<void>[] = [];
  const rows = new Map<object, { url: string; start: number; end?: number }>();
  let t0 = 0;
  page.on('request', (r) => rows.set(r, { url: new URL(r.url()).pathname, start: Date.now() - t0 }));
  page.on('requestfinished', (r) => {
    const row = rows.get(r);
    if (row) row.end = Date.now() - t0;
  });
  page.on('response', (response) => {
    if (response.status() >= 300) return;
    pending.push(
      response
        .body()
        .then((body) => {
          const url = new URL(response.url()).pathname;
          const kind = url.startsWith('/assets/playground/')
            ? 'preview (Angular, rxjs, harness)'
            : /compile\.worker/.test(url)
              ? 'compile worker (TypeScript)'
              : response.request().resourceType();
          loaded.push({ url, kind, body });
        })
        .catch(() => undefined),
    );
  });
  return {
    loaded,
    reset: () => {
      loaded.length = 0;
      rows.clear();
      t0 = Date.now();
    },
    settled: () => Promise.all(pending),
    waterfall: () =>
      [...rows.values()].sort((a, b) => a.start - b.start).map((r) => `${String(r.start).padStart(6)} → ${String(r.end ?? '?').padStart(6)}  ${r.url}`),
  };
}

/** From `from`, clicks the link `link` and measures click → rendered preview. */
async function visit(context: BrowserContext, from: string, link: (page: Page) => ReturnType<Page['getByRole']>, before?: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  const responses = recordResponses(page);
  await page.goto(`${origin}${from}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await before?.(page);
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => console.log('  (the page did not go idle within 60 s before the click)'));
  await armTimer(page);
  responses.reset();
  await link(page).click();
  const ms = await elapsed(page);
  // The compile worker (TypeScript) starts once the first run is on screen: wait for it too.
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => console.log('  (the network did not go idle within 20 s)'));
  await responses.settled();
  return { page, ms, responses };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fmt = (values: number[]) => `median ${median(values).toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(', ')})`;
const playgroundLink = (page: Page) => page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Playground' });

if (ONLY.has('playground')) {
  // Cold playground: fresh context per visit.
  const cold: number[] = [];
  let first: Awaited<ReturnType<typeof visit>> | undefined;
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.newContext();
    const result = await visit(context, '/overview', playgroundLink);
    cold.push(result.ms);
    if (!first) first = result;
    else await context.close();
  }
  console.log(`cold (fresh context, empty cache) click → rendered preview, /playground: ${fmt(cold)}`);
  if (WATERFALL) console.log(first!.responses.waterfall().join('\n'));

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const groups = new Map<string, Loaded[]>();
  for (const item of first!.responses.loaded) groups.set(item.kind, [...(groups.get(item.kind) ?? []), item]);
  console.log('Bytes loaded after the click on /playground, until the network is idle (gzip -9 / raw):');
  for (const [kind, items] of groups) {
    const gzip = items.reduce((s, i) => s + gzipped(i), 0);
    const raw = items.reduce((s, i) => s + i.body.length, 0);
    console.log(`  ${kind.padEnd(34)} ${kb(gzip).padStart(10)} / ${kb(raw).padStart(10)}  (${items.length} files)`);
  }
  console.log(`  ${'total'.padEnd(34)} ${kb(first!.responses.loaded.reduce((s, i) => s + gzipped(i), 0)).padStart(10)}`);

  const page = first!.page;
  const warm: number[] = [];
  for (let i = 0; i < 7; i += 1) warm.push(await clickUntilRendered(page, () => page.getByRole('button', { name: 'Run again' }).click()));
  console.log(`warm "Run again" → rendered: ${fmt(warm)}`);
  const switchMs = await clickUntilRendered(page, () => page.getByLabel('Template').selectOption('signals'));
  console.log(`template switch → rendered: ${switchMs.toFixed(0)} ms`);
  await page.close();

  // Second visit in the same context: the HTTP cache holds the editor, TypeScript and Angular.
  const again = await visit(page.context(), '/overview', playgroundLink);
  console.log(`second visit (same context, HTTP cache warm) click → rendered: ${again.ms.toFixed(0)} ms`);
  await page.context().close();
}

if (ONLY.has('tutorial')) {
  // Cold tutorial: from the tutorials home (fresh context), click the first tutorial.
  const tutorial: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.newContext();
    const result = await visit(context, '/tutorials', (p) => p.locator('main').getByRole('link', { name: 'Deferrable views' }));
    tutorial.push(result.ms);
    if (WATERFALL && i === 0) console.log(result.responses.waterfall().join('\n'));
    await context.close();
  }
  console.log(`cold (fresh context) click on a tutorial on /tutorials → rendered preview: ${fmt(tutorial)}`);
}

// A step of each tutorial: cold (fresh context) click from the previous page on "Next →" → rendered
// preview of the step, then warm "Run again" on that step.
const STEPS: [from: string, name: string][] = [
  ['/tutorials/learn-angular/14-routerLink', 'learn-angular 15-forms'],
  ['/tutorials/first-app', 'first-app 01-hello-world'],
  ['/tutorials/first-app/13-search', 'first-app 14-http'],
  ['/tutorials/signals/3-deriving-state-with-linked-signals', 'signals 4-managing-async-data-with-signals'],
  ['/tutorials/signal-forms/4-display-errors', 'signal-forms 5-add-submission'],
  ['/tutorials/deferrable-views/1-what-are-deferrable-views', 'deferrable-views 2-loading-error-placeholder'],
];
if (ONLY.has('steps')) {
  const nextLink = (p: Page) => p.getByRole('link', { name: 'Next →' });
  console.log('Tutorial steps (cold: fresh context, click "Next →" → rendered; warm: "Run again" → rendered):');
  for (const [from, name] of STEPS) {
    const coldSteps: number[] = [];
    const warmSteps: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext();
      const result = await visit(context, from, nextLink);
      coldSteps.push(result.ms);
      if (i === 0) {
        for (let j = 0; j < 5; j += 1)
          warmSteps.push(await clickUntilRendered(result.page, () => result.page.getByRole('button', { name: 'Run again' }).click()));
      }
      await context.close();
    }
    console.log(`  ${name.padEnd(46)} cold ${fmt(coldSteps)} | warm ${fmt(warmSteps)}`);
  }
}

// The newer playground templates: cold = fresh context (empty HTTP cache) whose saved playground names
// the template (as after a reader picked it on an earlier visit), click on "Playground" → rendered;
// warm = "Run again" → rendered.
const TEMPLATES = ['signal-forms', 'angular-aria'];
if (ONLY.has('templates')) {
  console.log('Playground templates (cold: fresh context, saved template, click "Playground" → rendered; warm: "Run again" → rendered):');
  for (const id of TEMPLATES) {
    const template = (await (await fetch(`${origin}/assets/projects/playground/${id}.json`)).json()) as { files: Record<string, string> };
    const saved = JSON.stringify({ template: id, files: template.files });
    const coldRuns: number[] = [];
    const warmRuns: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext();
      const result = await visit(context, '/overview', playgroundLink, (p) => p.evaluate((value) => localStorage.setItem('docs-playground-v1', value), saved));
      coldRuns.push(result.ms);
      if ((await result.page.getByLabel('Template').inputValue()) !== id) throw new Error(`The playground did not open the saved template ${id}.`);
      if (i === 0) {
        for (let j = 0; j < 5; j += 1)
          warmRuns.push(await clickUntilRendered(result.page, () => result.page.getByRole('button', { name: 'Run again' }).click()));
      }
      await context.close();
    }
    console.log(`  ${id.padEnd(46)} cold ${fmt(coldRuns)} | warm ${fmt(warmRuns)}`);
  }
}

await browser.close();
server.kill();
