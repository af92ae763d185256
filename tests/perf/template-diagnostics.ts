/**
 * The editor's template errors (Angular's template type-check in its own worker), in Chromium against
 * the built site (figures, no assertions):
 * - first: the reader's first edit (a template error) → its underline in the editor (both language
 *   workers start: TypeScript's, with the type files, then the template check's, whose chunk downloads
 *   and whose compiler parses the project);
 * - warm: an edit that moves the error (another misspelled name) → the underline under the new name,
 *   median of the runs (the editor's 250 ms lint delay, TypeScript's answer, then the incremental
 *   template check and the editor's second check are all in it);
 * - bytes of the template check's chunk (gzip -9 and brotli of the file the browser loaded), and whether
 *   the page loaded it before the first edit (it must not).
 * Timed in the page (performance.now() before the text is inserted, polled each frame).
 * Usage: node tests/perf/template-diagnostics.ts [--runs 5]   (needs `npm run build` first)
 */
import type { Page } from '@playwright/test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { launchChromium, serveBuiltSite } from './built-site.ts';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 5);
const port = Number(process.env.PERF_PORT ?? 4188);
const { origin, server } = await serveBuiltSite(port);
const browser = await launchChromium();

const app = (name: string) =>
  `import { Component } from '@angular/core';\n@Component({ selector: 'app-root', template: '<h1>{{ ${name} }}</h1>' })\nexport class App {\n  protected readonly title = 'Hi';\n}\n`;

/** Replaces the open file's text and resolves to the ms until `word` is underlined as an error. */
async function timeUntilUnderlined(page: Page, text: string, word: string, timeoutMs = 120_000): Promise<number> {
  await page.evaluate(() => ((window as unknown as { __t0: number }).__t0 = performance.now()));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
  return page.evaluate(
    ([expected, timeout]) =>
      new Promise<number>((resolve, reject) => {
        const t0 = (window as unknown as { __t0: number }).__t0;
        const poll = () => {
          const root = document.querySelector('.pg-editor')?.shadowRoot;
          const marks = [...(root?.querySelectorAll('.cm-lintRange-error') ?? [])];
          if (marks.some((mark) => mark.textContent === expected)) resolve(performance.now() - t0);
          else if (performance.now() - t0 > timeout) reject(new Error(`No underline under ${expected}.`));
          else requestAnimationFrame(poll);
        };
        poll();
      }),
    [word, timeoutMs] as const,
  );
}

try {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const chunks: { url: string; body: Buffer }[] = [];
  let editedAt = 0;
  let loadedBeforeEdit = false;
  page.on('response', (response) => {
    const url = new URL(response.url()).pathname;
    if (!/\/template-check-[\w-]+\.js$/.test(url)) return;
    if (!editedAt) loadedBeforeEdit = true;
    void response.body().then((body) => chunks.push({ url, body }));
  });
  await page.goto(`${origin}/playground`);
  await page.getByLabel('Template').selectOption('hello-world');
  await page
    .locator('.pg-status')
    .filter({ hasText: /^Rendered/ })
    .waitFor({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'app/app.ts', exact: true }).click();
  await page.locator('.pg-editor .cm-content').click();
  editedAt = Date.now();
  const first = await timeUntilUnderlined(page, app('titel'), 'titel');
  const warm: number[] = [];
  for (let i = 0; i < runs; i++) warm.push(await timeUntilUnderlined(page, app(`nme${i}`), `nme${i}`));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`first edit → template diagnostic (both language workers start): ${first.toFixed(0)} ms`);
  console.log(`warm edit → template diagnostic: median ${median(warm).toFixed(0)} ms of ${runs} (${warm.map((v) => v.toFixed(0)).join(', ')})`);
  for (const chunk of chunks)
    console.log(
      `${chunk.url}: ${(chunk.body.length / 1024).toFixed(0)} KB, ${(gzipSync(chunk.body, { level: 9 }).length / 1024).toFixed(0)} KB gzip, ${(brotliCompressSync(chunk.body).length / 1024).toFixed(0)} KB brotli`,
    );
  console.log(`template check loaded before the first edit: ${loadedBeforeEdit ? 'YES (it must not)' : 'no'}`);
  await context.close();
} finally {
  await browser.close();
  server.kill();
}
