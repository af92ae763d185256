/**
 * Playground timings and bytes, in Chromium against the built site (figures, no assertions):
 * - cold: click on "Playground" in the primary nav (fresh browser cache) → the preview shows the app;
 * - cold, HTTP cache warm: the same click in a second visit;
 * - warm: "Run again" → rendered (the editor, worker, TypeScript and Angular are loaded), median of runs;
 * - template switch: pick another template → rendered;
 * - bytes loaded by the page, the compile worker and the preview (gzip -9 of each response).
 * Usage: npm run perf:playground   (needs `npm run build` first)
 */
import { chromium, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { startServer } from '../../scripts/serve.ts';

const port = 4188;
const origin = `http://127.0.0.1:${port}`;
const server = await startServer({ dir: 'build/client', port });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const previewH1 = (page: Page) => page.frameLocator('iframe.pg-preview-frame').locator('h1');

/** Clicks and measures in the page until the status reads "Rendered …" after having left it. */
async function clickUntilRendered(page: Page, click: () => Promise<unknown>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __t0: number; __t1: Promise<number> };
    const status = document.querySelector('.pg-status')!;
    w.__t1 = new Promise((resolve) => {
      let left = false;
      new MutationObserver((_, observer) => {
        const text = status.textContent ?? '';
        if (!text.startsWith('Rendered')) left = true;
        else if (left) {
          observer.disconnect();
          resolve(performance.now());
        }
      }).observe(status, { childList: true, characterData: true, subtree: true });
    });
    w.__t0 = 0;
    const start = () => (w.__t0 ||= performance.now());
    document.addEventListener('click', start, { capture: true, once: true });
    document.addEventListener('change', start, { capture: true, once: true });
  });
  await click();
  return page.evaluate(async () => {
    const w = window as unknown as { __t0: number; __t1: Promise<number> };
    return (await w.__t1) - w.__t0;
  });
}

interface Loaded {
  url: string;
  kind: string;
  gzip: number;
  raw: number;
}

async function coldVisit(contextCache: 'cold' | 'warm', context: Awaited<ReturnType<typeof browser.newContext>>) {
  const page = await context.newPage();
  const loaded: Loaded[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.status() >= 300) return;
    pending.push(
      response
        .body()
        .then((body) => {
          const url = new URL(response.url()).pathname;
          const kind = url.startsWith('/assets/playground/') ? 'preview (Angular, rxjs, harness)' : /compile\.worker/.test(url) ? 'compile worker (TypeScript)' : response.request().resourceType();
          loaded.push({ url, kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
        })
        .catch(() => undefined),
    );
  });
  await page.goto(`${origin}/overview`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  loaded.length = 0;
  const started = Date.now();
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Playground' }).click();
  await previewH1(page).waitFor({ timeout: 60_000 });
  const ms = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  console.log(`click → rendered preview, ${contextCache} HTTP cache: ${ms} ms`);
  return { page, loaded };
}

const context = await browser.newContext();
const { page, loaded } = await coldVisit('cold', context);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const groups = new Map<string, Loaded[]>();
for (const item of loaded) groups.set(item.kind, [...(groups.get(item.kind) ?? []), item]);
console.log('Bytes loaded after the click (gzip -9 / raw):');
for (const [kind, items] of groups) {
  const gzip = items.reduce((s, i) => s + i.gzip, 0);
  const raw = items.reduce((s, i) => s + i.raw, 0);
  console.log(`  ${kind.padEnd(34)} ${kb(gzip).padStart(10)} / ${kb(raw).padStart(10)}  (${items.length} files)`);
}
const total = loaded.reduce((s, i) => s + i.gzip, 0);
console.log(`  ${'total'.padEnd(34)} ${kb(total).padStart(10)}`);

const warm: number[] = [];
for (let i = 0; i < 7; i += 1) warm.push(await clickUntilRendered(page, () => page.getByRole('button', { name: 'Run again' }).click()));
warm.sort((a, b) => a - b);
console.log(`warm "Run again" → rendered: median ${warm[3]!.toFixed(0)} ms (min ${warm[0]!.toFixed(0)}, max ${warm[6]!.toFixed(0)}, 7 runs)`);
const switchMs = await clickUntilRendered(page, () => page.getByLabel('Template').selectOption('signals'));
console.log(`template switch → rendered: ${switchMs.toFixed(0)} ms`);
await page.close();

// Second visit in the same context: the HTTP cache holds the editor, TypeScript and Angular.
const second = await coldVisit('warm', context);
await second.page.close();
await context.close();
await browser.close();
server.close();
