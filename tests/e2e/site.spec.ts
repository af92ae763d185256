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

/** Client-side navigation through a plain link added to the content (the router intercepts it). */
async function clickContentLink(page: import('@playwright/test').Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const a = document.createElement('a');
    a.href = target;
    a.textContent = target;
    document.querySelector('#docs-content')!.append(a);
    a.click();
  }, href);
}

test('client-side: an unknown path reads the route index and the redirects only (no tree), a redirect is followed', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 }); // no TOC column, sidebar as a drawer
  await page.goto('/overview');
  await waitForHydration(page);
  const navRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/nav/')) navRequests.push(url.pathname);
  });
  await clickContentLink(page, '/errors/NG9999-no-such-code');
  await expect(page).toHaveURL(/\/404$/);
  expect(
    navRequests.filter((p) => /\/(api|reference)\.json$/.test(p)),
    'no reference or API tree for an unknown path',
  ).toEqual([]);
  expect(navRequests).toContain('/assets/nav/routes.json');
  expect(navRequests).toContain('/assets/nav/redirects.json');

  // A legacy path under a reference prefix redirects through the same resolver.
  await page.goto('/overview');
  await waitForHydration(page);
  const redirects = siteManifest().redirects.filter((r) => r.from.startsWith('errors/') && !r.to.includes('#'));
  expect(redirects.length, 'a redirect under errors/ to try').toBeGreaterThan(0);
  await clickContentLink(page, `/${redirects[0]!.from}`);
  await expect(page).toHaveURL(new RegExp(`${redirects[0]!.to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
});

test('reference pages have their own route; docs and reference pages navigate into each other client-side', async ({ page, request }) => {
  // The prerendered page names its route in the hydration data.
  expect(await (await request.get('/errors/NG0100')).text()).toContain('"reference-errors"');
  expect(await (await request.get('/essentials/signals')).text()).not.toContain('"reference-errors"');
  await page.goto('/errors/NG0100');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('NG0100');
  // The reference sidebar (module groups included) and the page's TOC from the build.
  await expect(page.getByRole('navigation', { name: 'Reference' })).toBeAttached();
  await clickContentLink(page, '/essentials/signals');
  await expect(page).toHaveURL(/\/essentials\/signals$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Signals');
  await expect(page.getByRole('navigation', { name: 'Docs' })).toBeAttached();
  await clickContentLink(page, '/cli/build');
  await expect(page).toHaveURL(/\/cli\/build$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ng build');
});

test('the TOC lists the page headings and follows scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1500, height: 900 });
  await page.goto('/essentials/signals');
  await waitForHydration(page);
  const manifest = siteManifest();
  const signals = manifest.pages.find((p) => p.path === 'essentials/signals')!;
  const tocHeadings = signals.headings.filter((h) => h.level === 2 || h.level === 3);
  const toc = page.locator('docs-table-of-contents');
  await expect(toc.getByRole('heading', { name: 'On this page' })).toBeVisible();
  await expect(toc.getByRole('link')).toHaveCount(tocHeadings.length);
  const last = tocHeadings.at(-1)!;
  await page.locator(`[id="${last.id}"]`).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  // The element's own links (data-id), not the build-time list it enhances (kept, unshown, inside it).
  await expect(toc.locator(`a[data-id="${last.id}"]`)).toHaveAttribute('aria-current', 'location');
});

test('the TOC is in the prerendered HTML (build time) and works without JavaScript', async ({ browser, request }) => {
  const signals = siteManifest().pages.find((p) => p.path === 'essentials/signals')!;
  const ids = [...new Set(signals.headings.filter((h) => h.level === 2 || h.level === 3).map((h) => h.id))];
  expect(ids.length).toBeGreaterThan(2);
  const html = await (await request.get('/essentials/signals')).text();
  const toc = html.slice(html.indexOf('<docs-table-of-contents'), html.indexOf('</docs-table-of-contents>'));
  expect([...toc.matchAll(/<a href="#([^"]+)" data-level="h[23]"/g)].map((m) => m[1])).toEqual(ids);
  // In the page as DOM twice (the TOC column, and "On this page" above the article for narrow screens,
  // issue 31), and not again in the hydration data.
  const link = `<a href="#${ids[1]}" data-level=`;
  const narrow = html.slice(html.indexOf('<nav class="docs-toc-narrow"'), html.indexOf('</nav>', html.indexOf('<nav class="docs-toc-narrow"')));
  expect(toc.split(link).length - 1).toBe(1);
  expect(narrow.split(link).length - 1).toBe(1);
  expect(html.split(link).length - 1).toBe(2);

  const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1500, height: 900 } });
  const page = await noJs.newPage();
  await page.goto('/essentials/signals');
  const nav = page.getByRole('navigation', { name: 'On this page' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link')).toHaveCount(ids.length);
  await nav.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`#${ids[1]}$`));
  await noJs.close();
});

test('the TOC follows client-side navigation to a page with other headings', async ({ page }) => {
  await page.setViewportSize({ width: 1500, height: 900 });
  await page.goto('/essentials/signals');
  await waitForHydration(page);
  const toc = page.locator('docs-table-of-contents');
  await expect(toc.getByRole('heading', { name: 'On this page' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Dynamic interfaces with templates' }).click();
  await expect(page).toHaveURL(/\/essentials\/templates$/);
  const templates = siteManifest().pages.find((p) => p.path === 'essentials/templates')!;
  const ids = [...new Set(templates.headings.filter((h) => h.level === 2 || h.level === 3).map((h) => h.id))];
  await expect(toc.locator('a[data-id]')).toHaveCount(ids.length);
  expect(await toc.locator('a[data-id]').evaluateAll((links) => links.map((a) => a.getAttribute('data-id')))).toEqual(ids);
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
      if (url === '/404') {
        // The not-found page answers with status 404 by design (issue 31), which Chromium reports for
        // the document itself; that one line and nothing else.
        expect(errors, `console errors on ${url}`).toEqual(['console: Failed to load resource: the server responded with a status of 404 (Not Found)']);
        errors.length = 0;
      }
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
  const target = siteManifest()
    .pages.find((p) => p.path === 'essentials/signals')!
    .headings.find((h) => h.level === 2)!;
  // Client-side navigation to another page with a hash.
  await page.evaluate((id) => {
    const a = document.createElement('a');
    a.href = `/essentials/signals#${id}`;
    a.textContent = 'jump';
    document.querySelector('#docs-content')!.append(a);
    a.click();
  }, target.id);
  await expect(page).toHaveURL(new RegExp(`/essentials/signals#${target.id}$`));
  // Below the 56 px header, with the 16 px scroll margin every anchor target has (reading.spec.ts covers the other widths).
  await expect.poll(() => page.locator(`[id="${target.id}"]`).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(72);

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
  await page
    .getByRole('navigation', { name: 'Docs' })
    .getByRole('link', { name: 'Next Steps' })
    .evaluate((a: HTMLElement) => a.click());
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

for (const [path, id] of [
  ['/tutorials/deferrable-views/3-defer-triggers', 'tut-content'],
  ['/api/core/ApplicationRef', 'docs-content'],
] as const) {
  test(`${path} carries its fragment once (as DOM, not again in the hydration data)`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const start = html.indexOf(`<div id="${id}"`);
    expect(start, 'the fragment container is prerendered').toBeGreaterThan(-1);
    // Text runs of the fragment, long enough to be unique on the page. The first one opens the page's
    // description (also in the head and the loader data): look at later ones.
    const fragment = html.slice(start, html.indexOf('</article>', start));
    const runs = [...fragment.matchAll(/>([A-Za-z][A-Za-z ,.()]{30,})</g)].map((m) => m[1]!);
    expect(runs.length, 'no text to look for').toBeGreaterThan(3);
    for (const run of runs.slice(1, 4)) expect(html.split(run).length - 1, run).toBe(1);
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

test('the anchor offset follows the viewport width: the sticky chrome at each width (issue 31 replaces the spec §9 figures)', async ({ page }) => {
  for (const [width, offset] of [
    [375, 156], // two-row header (100) + 'Docs menu' bar (56)
    [700, 112], // header (56) + 'Docs menu' bar (56)
    [1200, 56],
    [1500, 56],
  ] as const) {
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
