// Offline support and print (issue 29): the web app manifest, the Workbox service worker (visited
// pages and search offline, the offline page, updates, the preview's own CSP), blocked storage, and the
// print stylesheet. Every test has its own browser context, so its own worker and caches.
import { readFile, writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, collectErrors, waitForHydration } from './helpers.ts';
import { CACHE_NAMES } from '../../shell/offline/cache-rules.ts';
import { PREVIEW_URL } from '../../isomorphic/paths.ts';
import { formatBytes, OFFLINE_SECTIONS_URL, type OfflineSections } from '../../isomorphic/offline-sections.ts';

// The other specs block service workers (playwright.config.ts); these test it.
test.use({ serviceWorkers: 'allow' });

const PAGE = '/guide/components/queries';
const OTHER_PAGE = '/guide/components/host-elements';
const UNVISITED_PAGE = '/guide/components/lifecycle';

/** Waits until the page's service worker registration has an activated worker (registered after load and idle). */
async function workerActivated(page: Page): Promise<void> {
  const state = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none');
  await expect.poll(state, { timeout: 60_000, intervals: [250, 500, 1000] }).toBe('activated');
}

/** Opens a page and waits until the worker is active and controls it (a reload after the first install). */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await workerActivated(page);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // register.ts has run in this document too (it listens for updates from then on).
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'registered', { timeout: 30_000 });
}

/** Whether the pages cache holds a path (register.ts stores client-side navigations too). */
const pageCached = (page: Page, path: string) =>
  page.evaluate(async ([name, url]) => Boolean(await (await caches.open(name)).match(url)), [CACHE_NAMES.pages, new URL(path, page.url()).href] as const);

test('installable: the manifest is linked and complete, the worker is active, Chromium reports no installability error', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as { name: string; start_url: string; display: string; icons: { src: string }[] };
  expect(manifest).toMatchObject({ name: 'Angular documentation', start_url: '/', display: 'standalone' });
  expect(manifest.icons.length).toBeGreaterThan(0);
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  await workerActivated(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // Playwright's contexts are incognito ones, which Chromium never offers to install: every other criterion holds.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(errors).toEqual([]);
});

test('a visited page, and one reached by client-side navigation, open with the network off', async ({ page, context }) => {
  await openControlled(page, PAGE);
  await page.locator('.docs-secondary-nav').getByRole('link', { name: 'Host elements', exact: true }).click();
  await expect(page).toHaveURL(OTHER_PAGE);
  await expect.poll(() => pageCached(page, OTHER_PAGE), { timeout: 20_000 }).toBe(true);
  const headings = new Map([
    [PAGE, await headingOf(page, PAGE)],
    [OTHER_PAGE, await headingOf(page, OTHER_PAGE)],
  ]);

  await context.setOffline(true);
  for (const path of [PAGE, OTHER_PAGE]) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker()).toBe(true);
    await waitForHydration(page);
    await expect(page.locator('main h1')).toHaveText(headings.get(path)!);
  }
});

async function headingOf(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await waitForHydration(page);
  return (await page.locator('main h1').textContent())!.trim();
}

test('offline, a page that was never opened shows the offline page with the saved pages of its section', async ({ page, context }) => {
  await openControlled(page, PAGE);
  await expect.poll(() => pageCached(page, PAGE), { timeout: 20_000 }).toBe(true);
  await context.setOffline(true);
  await page.goto(UNVISITED_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true');
  await expect(page.getByRole('list', { name: 'Saved pages in this section' }).locator(`a[href="${PAGE}"]`)).toHaveCount(1);
});

test('search works offline over the whole site', async ({ page, context }) => {
  await openControlled(page, PAGE);
  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search docs' });
  await expect(input).toBeFocused();
  await input.fill('linked signals');
  await expect(page.getByRole('option').first()).toHaveAttribute('data-url', '/essentials/signals#linked-signals', { timeout: 20_000 });
});

test('with the worker active, the playground preview document reaches the browser with its own sandboxing CSP', async ({ page }) => {
  await openControlled(page, PAGE);
  const controlled = await page.goto(PAGE);
  expect(controlled?.fromServiceWorker()).toBe(true);
  const preview = await page.goto(PREVIEW_URL);
  expect(preview?.fromServiceWorker()).toBe(false);
  const csp = preview?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain('sandbox allow-scripts');
  expect(csp).toContain("frame-ancestors 'self'");
});

test('a new build (a changed worker) brings the update notice; its Reload loads the new build', async ({ page }) => {
  await openControlled(page, PAGE);
  const file = 'build/client/sw.js';
  const original = await readFile(file, 'utf8');
  try {
    await writeFile(file, `${original}\n// next build ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const message = 'Our docs have been updated, reload the page to see the latest.';
    // What the eye sees (the visible text, aria-hidden) and what a screen reader gets (the status region): one element each.
    const visible = page.locator('docs-snack-bar [part="message"]');
    await expect(visible).toBeVisible({ timeout: 30_000 });
    await expect(visible).toHaveText(message);
    await expect(page.locator('docs-snack-bar').getByRole('status')).toHaveText(message);
    await page.locator('docs-snack-bar').getByRole('button', { name: 'Reload' }).click();
    await waitForHydration(page);
    await expect(visible).toHaveCount(0);
  } finally {
    await writeFile(file, original);
  }
});

test('save for offline: the size of a section shows first, its pages open offline once saved, and are gone once removed', async ({ page, context }) => {
  // It downloads a whole section (the smallest, ~4 MB in 135 files) on a machine that may be busy.
  test.setTimeout(180_000);
  const list = (await (await page.request.get(OFFLINE_SECTIONS_URL)).json()) as OfflineSections;
  const tutorials = list.sections.find((section) => section.id === 'tutorials')!;
  // Pages of the section never opened in this context (the tutorials home, an intro, a step).
  const saved = ['/tutorials', '/tutorials/signals', tutorials.files.find((file) => /^\/tutorials\/signals\/./.test(file.url))!.url];
  for (const path of saved) expect(tutorials.files.map((file) => file.url)).toContain(path);

  await acceptCookies(page);
  await openControlled(page, PAGE);
  const footer = page.locator('.docs-footer');
  const toggle = footer.getByRole('button', { name: 'Save for offline' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const row = footer.getByRole('listitem').filter({ hasText: 'Tutorials' });
  await expect(row).toContainText(`${tutorials.pages} pages, ${formatBytes(tutorials.bytes)}`);
  for (const path of saved) expect(await pageCached(page, path)).toBe(false);

  const save = row.getByRole('button', { name: `Save Tutorials for offline, ${formatBytes(tutorials.bytes)}` });
  await save.focus();
  await page.keyboard.press('Enter');
  const status = footer.getByRole('status');
  await expect(status).toHaveText(`Tutorials saved for offline: ${tutorials.pages} pages, ${formatBytes(tutorials.bytes)}.`, { timeout: 60_000 });
  await expect(row).toContainText('saved');
  for (const path of saved) expect(await pageCached(page, path)).toBe(true);

  await context.setOffline(true);
  for (const path of saved) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker()).toBe(true);
    await waitForHydration(page);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  }

  // Removing works offline too (the list is kept with the saved copy).
  await page.goto(PAGE);
  await waitForHydration(page);
  await footer.getByRole('button', { name: 'Save for offline' }).click();
  await footer.getByRole('button', { name: 'Remove offline copy of Tutorials' }).click();
  await expect(status).toHaveText('Offline copy of Tutorials removed.');
  await expect(row.getByRole('button', { name: /^Save Tutorials for offline/ })).toBeVisible();
  for (const path of saved) expect(await pageCached(page, path)).toBe(false);
  await page.goto(saved[1]!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
});

test('save for offline: the footer action is keyboard reachable and axe-clean in both themes and at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // At phone width the cookie notice covers the foot of the page until answered.
  await acceptCookies(page);
  await openControlled(page, PAGE);
  const footer = page.locator('.docs-footer');
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.reload();
    await waitForHydration(page);
    const toggle = footer.getByRole('button', { name: 'Save for offline' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(footer.getByRole('list', { name: 'Sections to save for offline' }).getByRole('listitem')).toHaveCount(4);
    // Nothing wider than the phone's viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const results = await new AxeBuilder({ page }).include('.docs-offline-save').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  }
});

test('with service workers and storage blocked, pages render and navigate without errors', async ({ page }) => {
  await page.addInitScript(() => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: blocked });
    Object.defineProperty(window, 'sessionStorage', { get: blocked });
    Object.defineProperty(window, 'caches', { get: blocked });
    Object.defineProperty(ServiceWorkerContainer.prototype, 'register', { value: () => Promise.reject(new DOMException('Storage blocked', 'SecurityError')) });
  });
  const errors = collectErrors(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  await expect(page.locator('main h1')).toBeVisible();
  await page.locator('.docs-secondary-nav').getByRole('link', { name: 'Host elements', exact: true }).click();
  await expect(page).toHaveURL(OTHER_PAGE);
  await expect(page.locator('main h1')).toContainText(/host/i);
  // Give the deferred registration its chance to run (and fail quietly).
  await page.waitForTimeout(1500);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(errors).toEqual([]);
});

test('print: collapsed code prints every line, multi-file examples print every file with its name, no navigation', async ({ page }) => {
  await page.goto('/tools/cli/serve');
  await waitForHydration(page);
  const example = page
    .locator('docs-code-example')
    .filter({ has: page.locator('.docs-code-gap') })
    .first();
  await expect(example.locator('.docs-code-gap').first()).toBeVisible();
  const total = await example.locator('.line:not(.docs-code-gap)').count();
  const shownOnScreen = await example.locator('.line:not(.docs-code-gap):visible').count();
  expect(shownOnScreen).toBeLessThan(total);

  await page.emulateMedia({ media: 'print' });
  expect(await example.locator('.line:not(.docs-code-gap):visible').count()).toBe(total);
  await expect(example.locator('.docs-code-gap')).toHaveCount(await example.locator('.docs-code-gap').count());
  expect(await example.locator('.docs-code-gap:visible').count()).toBe(0);
  for (const chrome of ['.docs-primary-nav', '.docs-secondary-nav', '.docs-footer', '.docs-toc-column', '.docs-edit-link', '.docs-markdown-link']) {
    await expect(page.locator(chrome)).toBeHidden();
  }
  // Nothing clipped: the code box is as wide as the page's article, and no line overflows it.
  const overflow = await example.locator('pre').evaluate((pre) => pre.scrollWidth - pre.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.byteLength).toBeGreaterThan(1000);

  await page.emulateMedia({ media: 'screen' });
  await page.goto(PAGE);
  await waitForHydration(page);
  const multi = page
    .locator('docs-code-example')
    .filter({ has: page.locator('figure + figure') })
    .first();
  const files = await multi.locator('figure').count();
  expect(files).toBeGreaterThan(1);
  await page.emulateMedia({ media: 'print' });
  const panels = multi.locator('[part="panel"]');
  await expect(panels).toHaveCount(files);
  for (let i = 0; i < files; i++) {
    await expect(panels.nth(i)).toBeVisible();
    expect(await panels.nth(i).getAttribute('data-file-name')).toBeTruthy();
  }
  await expect(multi.getByRole('tablist')).toBeHidden();
});

test('print: a dark-theme reader prints the light palette on white (the dark palettes are screen-only)', async ({ browser }) => {
  // 900 px wide: the table of contents is the narrow disclosure above the article.
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 900, height: 1000 } });
  const page = await context.newPage();
  await page.goto('/tools/cli/serve');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveClass(/docs-dark-mode/);
  await expect(page.locator('.docs-toc-narrow')).toBeVisible();
  const colours = () =>
    page.evaluate(() => {
      const keyword = document.querySelector('docs-code-example .token.keyword');
      const pre = document.querySelector('docs-code-example pre');
      return {
        page: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.querySelector('.docs-article p')!).color,
        code: getComputedStyle(pre!).backgroundColor,
        keyword: getComputedStyle(keyword!).color,
      };
    });
  const screen = await colours();
  expect(screen.page).not.toBe('rgb(255, 255, 255)');
  expect(screen.keyword).toBe('rgb(255, 133, 192)'); // --docs-token-keyword, dark

  await page.emulateMedia({ media: 'print' });
  expect(await colours()).toEqual({
    page: 'rgb(255, 255, 255)',
    text: 'rgb(0, 0, 0)', // print.css: black text
    code: 'rgb(255, 255, 255)', // print.css: white code blocks
    keyword: 'rgb(163, 24, 94)', // --docs-token-keyword, light (#a3185e)
  });
  await expect(page.locator('.docs-toc-narrow')).toBeHidden();

  // The API reference's status badges (reference.css) print in their light colours too.
  await page.emulateMedia({ media: 'screen' });
  await page.goto('/api/core/signal');
  await waitForHydration(page);
  const badge = page.locator('.docs-api-status-stable').first();
  expect(await badge.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(127, 224, 162)'); // #7fe0a2, dark
  await page.emulateMedia({ media: 'print' });
  expect(await badge.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(11, 107, 48)'); // #0b6b30, light
  await context.close();
});

test('print this section: the overview page prints every page of its section in navigation order, its own article not twice', async ({ page }) => {
  await page.addInitScript(() => {
    (window as { printed?: number }).printed = 0;
    window.print = () => void ((window as { printed?: number }).printed! += 1);
  });
  await page.goto('/guide/components');
  await waitForHydration(page);
  // The section's pages in navigation order, from the build's docs tree: the Components group, depth first.
  type Item = { label: string; path?: string; contentPath?: string; isExternal?: boolean; children?: Item[] };
  const tree = (await (await page.request.get('/assets/nav/docs.json')).json()) as Item[];
  const find = (items: Item[]): Item | undefined =>
    items.map((item) => (item.label === 'Components' && item.children ? item : find(item.children ?? []))).find(Boolean);
  const flat = (items: Item[]): string[] =>
    items.flatMap((item) => [...(item.path && item.contentPath && !item.isExternal ? [`/${item.path}`] : []), ...flat(item.children ?? [])]);
  const paths = flat(find(tree)!.children!);
  expect(paths.length).toBeGreaterThan(5);
  expect(paths[0]).toBe('/guide/components');
  await expect(page.getByRole('button', { name: 'Print this section' })).toHaveCount(1);

  const axe = await new AxeBuilder({ page }).include('.docs-print-section-action').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await page.getByRole('button', { name: 'Print this section' }).click();
  await expect.poll(() => page.evaluate(() => (window as { printed?: number }).printed)).toBe(1);
  await expect(page.getByRole('status').filter({ hasText: 'pages ready to print' })).toHaveText(`Components: ${paths.length} pages ready to print.`);
  const printed = page.locator('.docs-print-section > .docs-print-section-page');
  expect(await printed.evaluateAll((sections) => sections.map((section) => section.getAttribute('data-path')))).toEqual(paths);
  await expect(printed.first().locator('h1')).toHaveText('Anatomy of a component');

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.docs-print-section')).toBeVisible();
  await expect(page.locator('.docs-page-layout')).toBeHidden();
  await expect(printed.nth(1)).toBeVisible();
  expect(await printed.nth(1).evaluate((section) => getComputedStyle(section).breakBefore)).toBe('page');
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.byteLength).toBeGreaterThan(10_000);

  // After printing, the page is itself again.
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('.docs-print-section')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveClass(/docs-printing-section/);

  // Not on the other pages of the section.
  await page.goto('/guide/components/selectors');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Print this section' })).toHaveCount(0);
});
