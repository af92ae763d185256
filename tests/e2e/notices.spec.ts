import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, collectErrors, waitForHydration } from './helpers.ts';

test.describe('developer survey banner', () => {
  test('shows before 2025-10-20, closes with the keyboard and stays closed', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-10-19T12:00:00Z'));
    await page.goto('/overview');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link')).toHaveText('Take the Angular developer survey');

    // Keyboard only: skip link, banner link, close button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Close banner' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('docs-was-closed-top-banner-developer-survey'))).toBe('true');

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  });

  test('does not show from 2025-10-20 on', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-10-20T00:00:01Z'));
    await page.goto('/overview');
    await waitForHydration(page);
    await expect(page.locator('docs-banner')).toHaveCount(0);
  });

  test('does not show today', async ({ page }) => {
    await page.goto('/overview');
    await waitForHydration(page);
    await expect(page.locator('docs-banner')).toHaveCount(0);
  });
});

test.describe('cookie popup', () => {
  test('is accepted with the keyboard, stores the choice and is not shown again', async ({ page }) => {
    const analytics: string[] = [];
    page.on('request', (request) => {
      if (/googletagmanager|google-analytics/.test(request.url())) analytics.push(request.url());
    });
    const errors = collectErrors(page);
    await page.goto('/');
    await waitForHydration(page);
    const popup = page.getByRole('region', { name: 'Cookie consent' });
    await expect(popup).toContainText('This site uses cookies from Google to deliver its services and to analyze traffic.');
    await expect(popup.getByRole('link', { name: 'Learn more about cookies' })).toHaveAttribute('target', '_blank');

    // From the top of the page, Shift+Tab reaches the last control: the popup's button.
    await page.locator('body').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(popup.getByRole('button', { name: 'Ok, Got it' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(popup).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('docs-accepts-cookies'))).toBe('true');

    await page.goto('/overview');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    await expect(page.locator('.docs-cookie-notice')).toHaveCount(0);
    // No measurement id is configured: nothing loads and nothing is sent.
    expect(analytics).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(errors).toEqual([]);
  });
});

/**
 * Records, in every frame from the start of the page until hydration (requestAnimationFrame runs before
 * each paint), whether the cookie notice is in the document and whether it is rendered. No timing: the
 * frames are what the reader sees.
 */
async function recordNoticeFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: { present: boolean; rendered: boolean; fixed: boolean; hydrated: boolean }[] = [];
    (window as unknown as { __noticeFrames: typeof frames }).__noticeFrames = frames;
    const record = () => {
      const notice = document.querySelector<HTMLElement>('.docs-cookie-notice');
      const hydrated = document.documentElement.dataset.hydrated === 'true';
      frames.push({
        present: notice !== null,
        rendered: notice !== null && notice.getClientRects().length > 0,
        fixed: notice !== null && getComputedStyle(notice).position === 'fixed',
        hydrated,
      });
      if (!hydrated) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
}

const noticeFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __noticeFrames: { present: boolean; rendered: boolean; fixed: boolean; hydrated: boolean }[] }).__noticeFrames);

test.describe('cookie notice in the prerendered page (issue 32)', () => {
  test('is in the served HTML and painted bottom right before the page hydrates', async ({ page, request }) => {
    const served = await (await request.get('/api/core/signal')).text();
    expect(served).toContain('class="docs-cookie-notice" aria-label="Cookie consent"');
    expect(served).toContain('This site uses cookies from Google to deliver its services and to analyze traffic.');

    await recordNoticeFrames(page);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/api/core/signal');
    await waitForHydration(page);
    const frames = await noticeFrames(page);
    // The first frame with the notice in the document shows it, fixed, and comes before hydration.
    const first = frames.find((f) => f.present);
    expect(first).toEqual({ present: true, rendered: true, fixed: true, hydrated: false });
    const notice = page.getByRole('region', { name: 'Cookie consent' });
    await expect(notice.getByRole('button', { name: 'Ok, Got it' })).toBeVisible();
    const box = (await notice.boundingBox())!;
    expect(box.x + box.width).toBeCloseTo(412 - 16, 0);
    expect(box.y + box.height).toBeCloseTo(823 - 16, 0);
  });

  test('a reader who accepted never sees it, not even before hydration', async ({ page }) => {
    await acceptCookies(page);
    await recordNoticeFrames(page);
    await page.goto('/api/core/signal');
    await waitForHydration(page);
    const frames = await noticeFrames(page);
    // The prerendered notice was in the document (so the check below is not empty) but never rendered.
    expect(frames.some((f) => f.present)).toBe(true);
    expect(frames.filter((f) => f.rendered)).toEqual([]);
    // After hydration it is removed.
    await expect(page.locator('.docs-cookie-notice')).toHaveCount(0);
  });

  test('without JavaScript it sits at the end of the page, covering nothing, without the button', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto('/api/core/signal');
    const notice = page.getByRole('region', { name: 'Cookie consent' });
    await expect(notice).toContainText('This site uses cookies from Google to deliver its services and to analyze traffic.');
    await expect(notice.getByRole('link', { name: 'Learn more about cookies' })).toHaveAttribute('target', '_blank');
    await expect(notice.getByRole('button')).toBeHidden();
    expect(await notice.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    // After everything else: the last thing in the page.
    expect(await notice.evaluate((el) => el.getBoundingClientRect().top >= document.querySelector('.docs-footer')!.getBoundingClientRect().bottom)).toBe(true);
    await context.close();
  });
});

test.describe('chunk loading error', () => {
  test('while online: the update notice with a Reload action that reloads; the page keeps working', async ({ page }) => {
    await page.goto('/overview');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    // A deploy removed the chunk of the search dialog (loaded on first use; the menus' chunks load at idle).
    await page.route('**/assets/search-dialog-host-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.getByRole('button', { name: /^Search/ }).click();
    const notice = page.locator('docs-snack-bar');
    await expect(notice.locator('[part="message"]')).toHaveText('Our docs have been updated, reload the page to see the latest.');
    await expect(page.locator('#docs-content h1')).toBeVisible();
    await notice.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => !(window as unknown as { __marker?: boolean }).__marker);
    await waitForHydration(page);
  });

  test('while offline: no notice', async ({ page, context }) => {
    await page.goto('/overview');
    await waitForHydration(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: /^Search/ }).click();
    await page.waitForTimeout(500);
    await expect(page.locator('docs-snack-bar').getByText(/Our docs have been updated/)).toHaveCount(0);
    await context.setOffline(false);
  });
});
