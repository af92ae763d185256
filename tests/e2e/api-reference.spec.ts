import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './helpers.ts';

const HTTP_CLIENT = '/api/common/http/HttpClient';

test.describe('API entry pages: members, overloads, versions, guides', () => {
  test.use({ viewport: { width: 1500, height: 900 } });

  test('a member deep link lands in view, below the sticky header', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${HTTP_CLIENT}#post`);
    await waitForHydration(page);
    const heading = page.locator('h3#post');
    await expect(heading).toBeInViewport();
    const header = await page.locator('.docs-primary-nav').boundingBox();
    const box = await heading.boundingBox();
    expect(box!.y, `heading at ${box!.y}, header bottom at ${header!.y + header!.height}`).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    // The compact signature links each member to its section.
    await page.goto(HTTP_CLIENT);
    await waitForHydration(page);
    await page.locator('pre.docs-api-compact').getByRole('link', { name: 'jsonp', exact: true }).click();
    await expect(page).toHaveURL(/#jsonp$/);
    await expect(page.locator('h3#jsonp')).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test('the table of contents lists the members, grouped, and follows the scroll', async ({ page }) => {
    await page.goto(HTTP_CLIENT);
    await waitForHydration(page);
    const toc = page.locator('docs-table-of-contents');
    await expect(toc.getByRole('link', { name: 'Methods', exact: true })).toBeVisible();
    for (const member of ['request', 'get', 'post', 'jsonp']) await expect(toc.locator(`a[data-id="${member}"]`)).toHaveCount(1);
    const ids = await toc.locator('a[data-id]').evaluateAll((links) => links.map((a) => a.getAttribute('data-id')));
    expect(ids.indexOf('api-methods')).toBeLessThan(ids.indexOf('request'));
    await toc.locator('a[data-id="put"]').click();
    await expect(toc.locator('a[data-id="put"]')).toHaveAttribute('aria-current', 'location');
  });

  test('a long overload list is collapsed after the first overload, prerendered', async ({ page, request }) => {
    const html = await (await request.get(HTTP_CLIENT)).text();
    expect(html).toMatch(/<h3 id="get">[\s\S]*?<details class="docs-api-more-overloads"><summary>Show 14 more overloads<\/summary>/);
    await page.goto(HTTP_CLIENT);
    await waitForHydration(page);
    const member = page.locator('section.docs-api-member:has(h3#get)');
    await expect(member.locator('.docs-api-overload').first()).toBeVisible();
    await expect(member.locator('#get-2')).toBeHidden();
    await member.getByText('Show 14 more overloads').click();
    await expect(member.locator('#get-2')).toBeVisible();
    await expect(member.locator('#get-2 table.docs-api-params')).toBeVisible();
  });

  test('the collapsed overloads open without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(HTTP_CLIENT);
    const member = page.locator('section.docs-api-member:has(h3#put)');
    await expect(member.locator('#put-2')).toBeHidden();
    await member.getByText('Show 14 more overloads').click();
    await expect(member.locator('#put-2')).toBeVisible();
    await context.close();
  });

  test('types in signatures link to their entries', async ({ page }) => {
    await page.goto(HTTP_CLIENT);
    await waitForHydration(page);
    const sig = page.locator('section.docs-api-member:has(h3#request) pre.docs-api-sig').first();
    await expect(sig.getByRole('link', { name: 'HttpRequest' })).toHaveAttribute('href', '/api/common/http/HttpRequest');
    await expect(page.locator('pre.docs-api-compact a[href="/api/common/http/HttpEvent"]').first()).toBeVisible();
    await expect(page.locator('#docs-content a', { hasText: /^Observable$/ })).toHaveCount(0);
  });

  for (const [path, name] of [
    ['/api/core/signal', 'signal'],
    ['/api/core/input', 'input'],
  ]) {
    test(`${name} shows exactly one status badge, with its version, and when it was added`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const badges = page.locator('.docs-api-badges .docs-api-status');
      await expect(badges).toHaveCount(1);
      await expect(badges).toHaveText(/^Stable since v\d+\.\d+$/);
      await expect(page.locator('.docs-api-badges .docs-api-added')).toHaveText(/^Added in v1[67]\.\d+$/);
    });
  }

  test('"Added in" on an entry and on a member, linking to the API changes of that major', async ({ page }) => {
    await page.goto('/api/core/signal');
    await waitForHydration(page);
    const added = page.locator('.docs-api-badges .docs-api-added');
    await expect(added).toHaveText('Added in v16.0');
    await expect(added).toHaveAttribute('href', '/reference/api-changes/v16');
    await page.goto('/api/core/ApplicationRef');
    await waitForHydration(page);
    await expect(page.locator('.docs-api-badges .docs-api-added')).toHaveText('Added before v14');
    await expect(page.locator('section.docs-api-member:has(h3#bootstrap) .docs-api-member-added')).toHaveText('Added before v14');
    const later = page.locator('section.docs-api-member .docs-api-member-added', { hasText: /^Added in v\d+\.\d+$/ }).first();
    await expect(later).toBeVisible();
    await later.click();
    await expect(page).toHaveURL(/\/reference\/api-changes\/v\d+$/);
  });

  test('the v22 API changes page lists changes by package, linking to entries, and passes axe', async ({ page, request }) => {
    const errors = collectErrors(page);
    await page.goto('/reference/api-changes/v22');
    await waitForHydration(page);
    await expect(page.locator('#docs-content h1')).toHaveText('API changes in v22');
    await expect(page.getByRole('heading', { level: 2, name: '@angular/core', exact: true })).toBeVisible();
    const links = await page.locator('#docs-content li a[href^="/api/"]').evaluateAll((as) => as.slice(0, 5).map((a) => a.getAttribute('href')!));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect((await request.get(href.split('#')[0]!)).status(), href).toBe(200);
    // Linked from the update guide and the releases page.
    for (const from of ['/update-guide', '/reference/releases'])
      expect(await (await request.get(from)).text(), from).toContain('href="/reference/api-changes/v22"');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('"Used in these guides" links to the guide sections that link to the entry', async ({ page, request }) => {
    await page.goto('/api/core/signal');
    await waitForHydration(page);
    const section = page.locator('section[aria-labelledby="api-used-in"]');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Used in these guides');
    const first = section.locator('ul.docs-api-used-in a').first();
    const href = (await first.getAttribute('href'))!;
    expect(href).toMatch(/^\/[^#]+/);
    const guide = await (await request.get(href.split('#')[0]!)).text();
    expect(guide).toContain('href="/api/core/signal');
  });

  test('axe reports no violations on an entry with its overloads open', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(HTTP_CLIENT);
    await waitForHydration(page);
    await page.locator('section.docs-api-member:has(h3#get)').getByText('Show 14 more overloads').click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
