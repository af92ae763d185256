/**
 * Page to page (issue 32): clicks through PAGES (default 30) pages not visited before in Chromium, with
 * LATENCY_MS (default 50) of added latency on every request (Chromium's own network emulation through
 * CDP, so the HTTP cache still works as on a real network), and prints p50/p95 of click → new article
 * painted; then goes back and forward through the same history and prints the same for those, and
 * for back/forward also the time to the first frame that shows the new article at the position it was
 * left at (scroll restoration included).
 * "Painted" = the `<main>` h1 shows the target page's title and a frame has been produced after it
 * (requestAnimationFrame, then a task). The pointer rests HOVER_MS (default 250, a reader's pointing
 * time) on each link before the click, which is when intent prefetch (shell/navigation/intent-prefetch.ts)
 * starts; HOVER_MS=0 clicks at once (the pointer arrives with the click).
 * A benchmark, not a test: no assertions. Needs `npm run build` first.
 * Usage: npm run perf:navigation   (NAV_PORT, PAGES, LATENCY_MS, HOVER_MS, WIDTH, SITE_DIR)
 */
import { chromium, type ElementHandle, type Page } from '@playwright/test';
import { startServer } from '../../hosting/server.ts';

const port = Number(process.env.NAV_PORT ?? 4394);
const pages = Number(process.env.PAGES ?? 30);
const latency = Number(process.env.LATENCY_MS ?? 50);
const hoverMs = Number(process.env.HOVER_MS ?? 250);
const width = Number(process.env.WIDTH ?? 1500);
const START = '/overview';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (n=${values.length})`;

/**
 * Runs `act` in the page and resolves with ms from the act to the frame after `<main> h1` stops reading
 * `before`; with `expectY` (back/forward: the position the page was left at) also `restoredMs`, ms to the
 * frame after the first frame showing the new article at that position (undefined when it was not
 * within a second).
 */
async function timed(
  page: Page,
  before: string,
  act: 'click' | 'back' | 'forward',
  target?: ElementHandle,
  expectY?: number,
): Promise<{ ms: number; title: string; restoredMs?: number }> {
  return page.evaluate(
    ({ before, act, target, expectY }) =>
      new Promise<{ ms: number; title: string; restoredMs?: number }>((resolve, reject) => {
        const heading = () => document.querySelector('main h1')?.textContent?.trim() ?? '';
        let start = 0;
        const result: { ms: number; title: string; restoredMs?: number } = { ms: NaN, title: '' };
        const painted = () =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              result.ms = performance.now() - start;
              result.title = heading();
              if (expectY === undefined) resolve(result);
            }),
          );
        // Every frame from the new article on: the first one at the expected position.
        const restored = (deadline: number) =>
          requestAnimationFrame((now) => {
            if (Math.abs(window.scrollY - expectY!) < 1)
              setTimeout(() => {
                result.restoredMs = performance.now() - start;
                resolve(result);
              });
            else if (now > deadline) resolve(result);
            else restored(deadline);
          });
        const observer = new MutationObserver(() => {
          if (heading() !== before && heading() !== '') {
            observer.disconnect();
            painted();
            if (expectY !== undefined) restored(performance.now() + 1000);
          }
        });
        observer.observe(document.querySelector('main') ?? document.body, { subtree: true, childList: true, characterData: true });
        setTimeout(() => reject(new Error(`no new article after ${act}`)), 15_000);
        start = performance.now();
        if (act === 'back') history.back();
        else if (act === 'forward') history.forward();
        else (target as HTMLElement).click();
      }),
    { before, act, target, expectY },
  );
}

const server = await startServer({ dir: process.env.SITE_DIR ?? 'build/client', port });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
  await page.goto(`http://127.0.0.1:${port}${START}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  const visited = new Set<string>([START]);
  const clicks: number[] = [];
  // Where each history entry was left (scrollY), to know where back/forward should land.
  const leftAt: number[] = [];
  let index = 0;
  const scrollY = () => page.evaluate(() => window.scrollY);
  let dead = 0;
  for (let i = 0; i < pages; i++) {
    // A link to a page not visited yet: in the page (article, breadcrumbs, page end) first, else the sidebar.
    const href = await page.evaluate(
      (seen) => {
        const ok = (a: HTMLAnchorElement) => {
          const path = a.getAttribute('href')!.split(/[?#]/)[0]!;
          return (
            !seen.includes(path) &&
            !/^\/(playground|tutorials|api$)/.test(path) &&
            !/\.\w+$/.test(path) &&
            a.getClientRects().length > 0 &&
            !a.closest('[inert]')
          );
        };
        const inMain = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]')].find(ok);
        return (inMain ?? [...document.querySelectorAll<HTMLAnchorElement>('nav a[href^="/"]')].find(ok))?.getAttribute('href');
      },
      [...visited],
    );
    if (!href) {
      // A dead end (a page whose every link was visited): step back, untimed, and look again there.
      if (++dead > 10) break;
      const here = (await page.locator('main h1').first().textContent())?.trim() ?? '';
      leftAt[index] = await scrollY();
      index--;
      await page.goBack();
      await page.waitForFunction((title) => document.querySelector('main h1')?.textContent?.trim() !== title, here);
      await page.waitForTimeout(500);
      i--;
      continue;
    }
    // By href, not by node: the sidebar's static list is replaced by its element on the first pointer over it.
    const selector = `main a[href="${href}"], nav a[href="${href}"]`;
    const link = page.locator(selector).filter({ visible: true }).first();
    const path = href.split(/[?#]/)[0]!;
    visited.add(path);
    const before = (await page.locator('main h1').first().textContent())?.trim() ?? '';
    // The node can be replaced under the pointer (the sidebar's upgrade): find it again and retry.
    for (let attempt = 0; ; attempt++) {
      try {
        await link.scrollIntoViewIfNeeded({ timeout: 5000 });
        if (hoverMs > 0) {
          await link.hover({ timeout: 5000 });
          await page.waitForTimeout(hoverMs);
        }
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        await page.waitForTimeout(200);
      }
    }
    leftAt[index] = await scrollY();
    const { ms, title } = await timed(page, before, 'click', (await link.elementHandle())!);
    index++;
    leftAt.length = index;
    clicks.push(ms);
    console.log(`${String(i + 1).padStart(2)}  ${ms.toFixed(0).padStart(5)} ms  ${path}  (${title})`);
    // Let the page settle (lazy elements, idle work) as a reader would before the next link.
    await page.waitForTimeout(300);
  }
  const back: number[] = [];
  const forward: number[] = [];
  const backRestored: number[] = [];
  const forwardRestored: number[] = [];
  let unrestored = 0;
  const steps = Math.min(10, clicks.length);
  for (let i = 0; i < steps; i++) {
    const before = (await page.locator('main h1').first().textContent())?.trim() ?? '';
    leftAt[index] = await scrollY();
    index--;
    const step = await timed(page, before, 'back', undefined, leftAt[index]);
    back.push(step.ms);
    if (step.restoredMs === undefined) unrestored++;
    else backRestored.push(step.restoredMs);
    await page.waitForTimeout(200);
  }
  for (let i = 0; i < steps; i++) {
    const before = (await page.locator('main h1').first().textContent())?.trim() ?? '';
    leftAt[index] = await scrollY();
    index++;
    const step = await timed(page, before, 'forward', undefined, leftAt[index]);
    forward.push(step.ms);
    if (step.restoredMs === undefined) unrestored++;
    else forwardRestored.push(step.restoredMs);
    await page.waitForTimeout(200);
  }
  console.log(`\nlatency ${latency} ms per request, hover ${hoverMs} ms, width ${width} px`);
  console.log(`click → new article painted: ${summary(clicks)}`);
  console.log(`back:                        ${summary(back)}`);
  console.log(`forward:                     ${summary(forward)}`);
  console.log(`back, at its scroll position:    ${summary(backRestored)}`);
  console.log(`forward, at its scroll position: ${summary(forwardRestored)}`);
  if (unrestored) console.log(`${unrestored} back/forward steps did not reach the saved position within a second`);
} finally {
  await browser.close();
  server.close();
}
