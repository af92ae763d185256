import { expect, test } from '@playwright/test';
import { acceptCookies, collectErrors, waitForHydration } from './helpers.ts';

test.beforeEach(async ({ page }) => acceptCookies(page));

/**
 * Starts recording, in every frame (requestAnimationFrame runs before each paint), the article's
 * heading and the window's scroll position, until `title` has been the heading for three frames.
 */
async function recordFramesUntil(page: import('@playwright/test').Page, title: string): Promise<void> {
  await page.evaluate((title) => {
    const frames: { heading: string; y: number }[] = [];
    (window as unknown as { __frames: typeof frames }).__frames = frames;
    const record = () => {
      frames.push({ heading: document.querySelector('main h1')?.textContent?.trim() ?? '', y: Math.round(window.scrollY) });
      if (frames.filter((f) => f.heading === title).length < 3) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  }, title);
}

const framesOf = (page: import('@playwright/test').Page, title: string) =>
  page.waitForFunction((title) => {
    const frames = (window as unknown as { __frames: { heading: string; y: number }[] }).__frames;
    return frames.filter((f) => f.heading === title).length >= 3 ? frames : null;
  }, title);

test('back and forward show the page at its saved position from its first frame (issue 32)', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/essentials/templates');
  await waitForHydration(page);
  const first = (await page.locator('main h1').textContent())!.trim();
  // The sidebar settled (its element replaces the static list at idle on wide screens), and a marker that
  // only survives client-side navigation.
  await expect(page.locator('docs-navigation-list')).toBeAttached();
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
  // Click without Playwright's scroll-into-view, which would move the window before the click.
  await page
    .getByRole('navigation', { name: 'Docs' })
    .getByRole('link', { name: 'Next Steps' })
    .evaluate((a: HTMLElement) => a.click());
  await expect(page).toHaveURL(/\/essentials\/next-steps$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), 'a client-side navigation').toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const second = (await page.locator('main h1').textContent())!.trim();
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(300);

  await recordFramesUntil(page, first);
  await page.goBack();
  await expect(page).toHaveURL(/\/essentials\/templates$/);
  const back = (await (await framesOf(page, first)).jsonValue())!.filter((f) => f.heading === first);
  // Every frame with the old page's article is at its saved position, the first one included.
  expect(back.map((f) => f.y)).toEqual(back.map(() => 600));

  await recordFramesUntil(page, second);
  await page.goForward();
  await expect(page).toHaveURL(/\/essentials\/next-steps$/);
  const forward = (await (await framesOf(page, second)).jsonValue())!.filter((f) => f.heading === second);
  expect(forward.map((f) => f.y)).toEqual(forward.map(() => 300));
  expect(errors).toEqual([]);
});
