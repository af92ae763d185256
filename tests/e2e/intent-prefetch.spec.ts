/**
 * Intent prefetch (issue 32, shell/navigation/intent-prefetch.ts): resting the pointer on a link, or focusing
 * it, loads the target page's data (and route module) before any click, and the click then uses what was
 * loaded. Proved by the requests the page makes, never by timing.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { acceptCookies, collectErrors, waitForHydration } from './helpers.ts';

test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
test.beforeEach(async ({ page }) => acceptCookies(page));

/** Records the pathnames of the requests the page makes from now on. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

const isFragment = (path: string) => path.startsWith('/assets/content/') && path.endsWith('.html');

test('hovering an in-article link fetches its page before the click; the click fetches it no more', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/overview');
  await waitForHydration(page);
  // A link in the article to another docs page (not an anchor on this page).
  const link = page.locator('#docs-content a[href="/essentials/components"]').first();
  const href = (await link.getAttribute('href'))!;
  const requests = recordRequests(page);

  const fragment = page.waitForRequest((request) => isFragment(new URL(request.url()).pathname));
  await link.hover();
  const prefetched = new URL((await fragment).url()).pathname;
  await expect(page).toHaveURL(/\/overview$/); // no navigation yet: only the data came

  const before = requests.length;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('main h1')).not.toHaveText('What is Angular?');
  // The navigation read the fragment from the cache the hover filled.
  expect(requests.slice(before).filter((path) => path === prefetched)).toEqual([]);
  expect(errors).toEqual([]);
});

test('focusing a link to another kind of page loads its route module and data before the click', async ({ page }) => {
  await page.goto('/overview');
  await waitForHydration(page);
  const requests = recordRequests(page);
  const link = page.locator('a[href="/api"]').first();
  // The API list's route module is not loaded on a docs page until something asks for it.
  const routeModule = page.waitForRequest((request) => /^\/assets\/api-list-[^/]+\.js$/.test(new URL(request.url()).pathname));
  const manifest = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/assets/api/'));
  await link.focus();
  await routeModule;
  await manifest;
  await expect(page).toHaveURL(/\/overview$/);
  expect(requests.some((path) => /^\/assets\/api-list-[^/]+\.js$/.test(path))).toBe(true);
});

test('hovering a link to the page itself or outside the site fetches nothing', async ({ page }) => {
  await page.goto('/overview');
  await waitForHydration(page);
  const requests = recordRequests(page);
  // A link to this page and an external link, hovered; then an article link as a marker that intent works.
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('afterbegin', '<p><a id="self" href="/overview#x">self</a> <a id="out" href="https://example.com/">out</a></p>');
  });
  await page.locator('#self').hover();
  await page.locator('#out').hover();
  const marker = page.locator('main a[href="/essentials/signals"]').first();
  const markerFetch = page.waitForRequest((request) => isFragment(new URL(request.url()).pathname));
  await marker.hover();
  await markerFetch;
  // Everything requested so far came from the marker's hover: one page's files, none for /overview.
  expect(requests.filter((path) => path.includes('/overview') || path.includes('what-is-angular'))).toEqual([]);
});
