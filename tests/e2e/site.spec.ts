import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtPages, collectErrors, siteManifest, waitForHydration } from './helpers.ts';

test('home page renders with its title and links into the docs', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Angular');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/overview');
  await expect(page.locator('footer')).toBeVisible();
});

test('/docs lands on /overview', async ({ page, request }) => {
  const response = await request.get('/docs', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/overview');
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page).toHaveTitle('What is Angular? • Angular');
});

test('a docs page has its content in the static HTML before hydration and after', async ({ page, request, browser }) => {
  const html = await (await request.get('/essentials/signals')).text();
  expect(html).toContain('<title>Reactivity with signals • Angular</title>');
  expect(html).toMatch(/<h1[^>]*>[^<]*Signals/);
  expect(html).toContain('class="docs-code');
  expect(html).toContain('<link rel="canonical" href="https://angular.dev/essentials/signals"/>');
  // The fragment is in the page once, as DOM: not a second time in the hydration data. (The first
  // paragraph also opens the page's description, in the head and the loader data, so look at a later one.)
  const content = html.slice(html.indexOf('<div id="docs-content"'));
  const paragraphs = [...content.matchAll(/<p>([A-Za-z ,]{30,})/g)].map((m) => m[1]!);
  expect(paragraphs.length, 'no plain paragraphs to look for').toBeGreaterThan(2);
  const later = paragraphs[2]!;
  expect(html.split(later).length - 1).toBe(1);

  // With JavaScript off, the page still shows its content and navigation.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await noJs.newPage();
  await staticPage.goto('/essentials/signals');
  await expect(staticPage.locator('#docs-content h1')).toContainText('Signals');
  await expect(staticPage.locator('#docs-content pre').first()).toBeVisible();
  await noJs.close();

  await page.goto('/essentials/signals');
  await waitForHydration(page);
  await expect(page.locator('#docs-content h1')).toContainText('Signals');
  await expect(page.locator('#docs-content h2').first()).toBeVisible();
});

test('client-side navigation through the sidebar keeps the page and updates the title', async ({ page }) => {
  await page.goto('/installation');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const sidebar = page.getByRole('navigation', { name: 'Docs' });
  // The element (with its expandable groups) loads on the first pointer over the navigation.
  await sidebar.hover();
  await sidebar.getByRole('button', { name: 'Essentials' }).click();
  await sidebar.getByRole('link', { name: 'Reactivity with signals' }).click();
  await expect(page).toHaveURL(/\/essentials\/signals$/);
  await expect(page).toHaveTitle('Reactivity with signals • Angular');
  await expect(page.locator('#docs-content h1')).toContainText('Signals');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await expect(sidebar.getByRole('link', { name: 'Reactivity with signals' })).toHaveAttribute('aria-current', 'page');
  // Focus moves to the new page's heading.
  await expect(page.locator('#docs-content h1')).toBeFocused();
});

test('links inside page content navigate client-side', async ({ page }) => {
  await page.goto('/essentials');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const link = page.locator('#docs-content a[href="/essentials/components"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/essentials\/components$/);
  await expect(page).toHaveTitle('Composition with components • Angular');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('external links in content open in a new window without opener', async ({ page }) => {
  await page.goto('/installation');
  const external = page.locator('#docs-content a[href^="http"]');
  const count = await external.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await expect(external.nth(i)).toHaveAttribute('target', '_blank');
    await expect(external.nth(i)).toHaveAttribute('rel', /noopener/);
  }
});

test('an unknown path shows the 404 page', async ({ page, request }) => {
  const response = await request.get('/no/such/page', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found • Angular');
});

test('a client-side navigation to an unknown path ends on the 404 page', async ({ page }) => {
  await page.goto('/overview');
  await waitForHydration(page);
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/essentials/missing-page';
    a.textContent = 'broken';
    document.querySelector('#docs-content')!.append(a);
    a.click();
  });
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('the TOC lists the page headings and follows scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1500, height: 900 });
  await page.goto('/essentials/signals');
  await waitForHydration(page);
  const manifest = siteManifest();
  const signals = manifest.pages.find((p) => p.path === 'essentials/signals')!;
  const tocHeadings = signals.headings.filter((h) => h.level === 2 || h.level === 3);
  const toc = page.locator('docs-table-of-contents');
  await expect(toc.getByText('On this page')).toBeVisible();
  await expect(toc.getByRole('link')).toHaveCount(tocHeadings.length);
  const last = tocHeadings.at(-1)!;
  await page.locator(`[id="${last.id}"]`).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect(toc.locator(`a[href="#${last.id}"]`)).toHaveAttribute('aria-current', 'location');
});

// Every built page, in shards so the two workers share them (the site has well over a thousand pages).
const SHARD_SIZE = 60;
const pages = builtPages();
for (let start = 0; start < pages.length; start += SHARD_SIZE) {
  const shard = pages.slice(start, start + SHARD_SIZE);
  test(`built pages ${start + 1}–${start + shard.length} of ${pages.length} load with zero console errors`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    for (const url of shard) {
      await page.goto(url);
      await waitForHydration(page);
      expect(errors, `console errors on ${url}`).toEqual([]);
    }
  });
}

for (const url of ['/', '/essentials/signals', '/installation', '/404']) {
  test(`axe reports no violations on ${url}`, async ({ page }) => {
    test.setTimeout(120_000); // axe over a long page is slow on a busy machine
    await page.goto(url);
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('anchors scroll to the heading with the spec offset, and Back restores the position', async ({ page }) => {
  await page.setViewportSize({ width: 1500, height: 800 });
  await page.goto('/essentials');
  await waitForHydration(page);
  const target = siteManifest().pages.find((p) => p.path === 'essentials/signals')!.headings.find((h) => h.level === 2)!;
  // Client-side navigation to another page with a hash.
  await page.evaluate((id) => {
    const a = document.createElement('a');
    a.href = `/essentials/signals#${id}`;
    a.textContent = 'jump';
    document.querySelector('#docs-content')!.append(a);
    a.click();
  }, target.id);
  await expect(page).toHaveURL(new RegExp(`/essentials/signals#${target.id}$`));
  await expect.poll(() => page.locator(`[id="${target.id}"]`).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(24);

  // A plain page navigation goes to the top; Back restores the previous position.
  await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Dynamic interfaces with templates' }).click();
  await expect(page).toHaveURL(/\/essentials\/templates$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Wait for the code examples to upgrade (they add a toolbar), then scroll and note where a heading sits.
  await page.waitForFunction(() => !!customElements.get('docs-code-example'));
  await page.evaluate(() => window.scrollTo(0, 600));
  const heading = page.locator('#docs-content h2').nth(2);
  const topBefore = await heading.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  // Click without Playwright's scroll-into-view, which would move the window before the click.
  await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Next Steps' }).evaluate((a: HTMLElement) => a.click());
  await expect(page).toHaveURL(/\/essentials\/next-steps$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/essentials\/templates$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
  await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(topBefore);
});

for (const path of ['/api/core/signal', '/tutorials/deferrable-views/3-defer-triggers']) {
  test(`code examples get their copy button on a direct load of ${path}`, async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await page.goto(path);
    await waitForHydration(page);
    const example = page.locator('docs-code-example').first();
    // Code examples upgrade when they come near the viewport (perf: nothing off screen loads early).
    await example.scrollIntoViewIfNeeded();
    const copy = example.getByRole('button', { name: 'Copy code' });
    // Upgraded by the shared content component (not only on docs pages).
    await expect(copy).toBeVisible();
    const text = await example.locator('figure.docs-code-file:visible .line').allTextContents();
    await copy.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text.join('\n'));
  });
}

test('tabs in content (docs-tab-group) become a keyboard-operable tab list on a direct load', async ({ page }) => {
  await page.goto('/installation');
  await waitForHydration(page);
  const group = page.locator('docs-tab-group').first();
  const tabs = group.getByRole('tab');
  await expect.poll(() => tabs.count()).toBeGreaterThan(1);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(group.getByRole('tabpanel')).toHaveCount(1); // the other panels are hidden
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  const panel = group.getByRole('tabpanel');
  await expect(panel).toHaveAttribute('aria-labelledby', (await tabs.nth(1).getAttribute('id'))!);
});

test('the search button keeps its accessible name at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/essentials/signals');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
});

test('the anchor offset follows the viewport width (spec §9)', async ({ page }) => {
  for (const [width, offset] of [[375, 64], [1200, 140], [1500, 24]] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/essentials/signals');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop)).toBe(`${offset}px`);
  }
});

test('code examples on a docs page: tabs, copy and a copy link', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await page.goto('/essentials/components');
  await waitForHydration(page);
  const multi = page.locator('docs-code-example[multifile]').first();
  const tabs = multi.getByRole('tab');
  // The element upgrades after hydration (its code loads lazily): wait for its tabs.
  await expect.poll(() => tabs.count()).toBeGreaterThan(1);
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  const visiblePanelText = await multi.locator('figure.docs-code-file:visible .line').allTextContents();
  await multi.getByRole('button', { name: 'Copy code' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(visiblePanelText.join('\n'));
  const id = await multi.getAttribute('id');
  expect(id).toMatch(/^example-\d+$/);
  await multi.getByRole('button', { name: /copy link/i }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/essentials/components#${id}`);
});
