import { expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './helpers.ts';

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
    await expect(page.locator('docs-cookie-popup')).toHaveCount(0);
    // No measurement id is configured: nothing loads and nothing is sent.
    expect(analytics).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(errors).toEqual([]);
  });
});

test.describe('chunk loading error', () => {
  test('while online: the update notice with a Reload action that reloads; the page keeps working', async ({ page }) => {
    await page.goto('/overview');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    // A deploy removed the chunk of the menu element.
    await page.route('**/assets/menu-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.getByRole('button', { name: /^Theme/ }).click();
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
    await page.getByRole('button', { name: /^Theme/ }).click();
    await page.waitForTimeout(500);
    await expect(page.locator('docs-snack-bar').getByText(/Our docs have been updated/)).toHaveCount(0);
    await context.setOffline(false);
  });
});
