// The site as machines read it (per-page metadata, sitemap, robots.txt, llms.txt, Markdown per page),
// against the built site.
import { expect, test } from '@playwright/test';
import { siteManifest, waitForHydration } from './helpers.ts';

const ORIGIN = 'https://angular.dev';

test('every page type carries its own description, Open Graph tags and valid JSON-LD', async ({ page }) => {
  const descriptions = new Set<string>();
  for (const path of [
    '/',
    '/guide/signals',
    '/essentials/components',
    '/api/core/signal',
    '/cli/build',
    '/errors/NG0100',
    '/tutorials/deferrable-views',
    '/playground',
  ]) {
    await page.goto(path);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description, path).toBeTruthy();
    expect(description!.length, path).toBeLessThanOrEqual(160);
    descriptions.add(description!);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(path === '/' ? ORIGIN : `${ORIGIN}${path}`);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy();
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${ORIGIN}/assets/images/og-card.png`);
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image');
    for (const json of await page.locator('script[type="application/ld+json"]').allTextContents()) {
      const data = JSON.parse(json) as { '@context': string; '@type': string };
      expect(data['@context']).toBe('https://schema.org');
      expect(['BreadcrumbList', 'TechArticle']).toContain(data['@type']);
    }
  }
  // Written from each page, not one sentence for the whole site.
  expect(descriptions.size).toBe(8);
});

test('a guide: description from its first paragraph, breadcrumb and article data, updated on client navigation', async ({ page }) => {
  await page.goto('/essentials/signals');
  const first = (await page.locator('#docs-content > p').first().textContent())!.replace(/\s+/g, ' ').trim();
  const description = (await page.locator('meta[name="description"]').getAttribute('content'))!;
  expect(first.startsWith(description.replace(/…$/, ''))).toBe(true);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
  const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
  expect(crumbs.itemListElement.at(0)!.item).toBe(ORIGIN);
  expect(crumbs.itemListElement.at(-1)!.item).toBe(`${ORIGIN}/essentials/signals`);
  expect(ld.find((d) => d['@type'] === 'TechArticle')).toMatchObject({ url: `${ORIGIN}/essentials/signals` });

  await waitForHydration(page);
  await page.locator('#docs-content a[href="/essentials/templates"]').first().click();
  await expect(page).toHaveURL(/\/essentials\/templates$/);
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', description);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${ORIGIN}/essentials/templates`);
});

test('sitemap.xml lists every prerendered page and no redirect stub or 404; robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const locs = [...(await sitemap.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
  const manifest = siteManifest();
  const redirects = new Set(manifest.redirects.map((r) => `/${r.from}`));
  const expected = manifest.prerender.filter((p) => !redirects.has(p) && p !== '/404').map((p) => (p === '/' ? ORIGIN : `${ORIGIN}${p}`));
  expect(new Set(locs)).toEqual(new Set(expected));
  expect(locs).not.toContain(`${ORIGIN}/docs`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});

test('llms.txt indexes the docs with Markdown links that resolve; llms-full.txt has the guides', async ({ request }) => {
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms.startsWith('# Angular\n\n> ')).toBe(true);
  expect(llms).toContain('## In-depth Guides');
  const links = [...llms.matchAll(/\]\((https:\/\/angular\.dev\/[^)]+\.md)\)/g)].map((m) => m[1]!);
  expect(links.length).toBeGreaterThan(50);
  for (const link of links.slice(0, 5)) {
    const response = await request.get(link.replace(ORIGIN, ''));
    expect(response.status(), link).toBe(200);
  }
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full).toContain(`Source: ${ORIGIN}/essentials/signals`);
  expect(full).not.toMatch(/<docs-[a-z-]+/);
});

test('a page as Markdown: clean source served at <path>.md, linked from the page and copied by its button', async ({ page, context, baseURL, request }) => {
  const response = await request.get('/essentials/components.md');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
  const markdown = await response.text();
  expect(markdown.startsWith('# Components\n')).toBe(true);
  expect(markdown).toContain('```ts');
  expect(markdown).not.toMatch(/<\/?docs-[a-z-]+/);
  expect(markdown).not.toMatch(/\{header:/);

  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await page.goto('/essentials/components');
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/essentials/components.md');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
  // The accessible name changes with the feedback text: follow the element, not the name.
  await expect(page.locator('#docs-content button.docs-copy-markdown')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
});
