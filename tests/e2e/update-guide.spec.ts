import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './helpers.ts';

test('the update guide lists the default selection without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/update-guide');
  await expect(page.locator('#docs-content h2', { hasText: 'From 21.0 to 22.0' })).toBeVisible();
  await expect(page.locator('#docs-content')).toContainText('ng update @angular/core@22 @angular/cli@22');
  await context.close();
});

test('the update guide computes a selection, keeps it in the URL and restores it on load', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/update-guide');
  await waitForHydration(page);
  const picker = page.locator('.docs-update-guide');
  await picker.getByLabel('Angular version you use').selectOption({ label: '19.0' });
  await picker.getByLabel('Version you update to').selectOption({ label: '20.0' });
  await picker.getByRole('radio', { name: /Basic/ }).check();
  await picker.getByRole('button', { name: 'Show me how to update!' }).click();
  const result = page.locator('.docs-update-guide-result');
  await expect(result.getByRole('heading', { name: /From 19\.0 to 20\.0, basic application/ })).toBeVisible();
  await expect(result.locator('section[aria-label="During the update"]')).toContainText('afterEveryRender');
  await expect(page).toHaveURL(/\?v=19\.0-20\.0&l=1$/);
  const first = result.locator('input[type="checkbox"]').first();
  await first.check();
  await expect(first).toBeChecked();

  await page.goto('/update-guide?v=10.2-11.0&l=3');
  await waitForHydration(page);
  await expect(page.locator('.docs-update-guide-result h3').first()).toContainText('From 10.2 to 11.0, advanced application');
  expect(errors).toEqual([]);
});

test('the update guide refuses downgrades and warns about several majors', async ({ page }) => {
  await page.goto('/update-guide');
  await waitForHydration(page);
  const picker = page.locator('.docs-update-guide');
  await picker.getByLabel('Angular version you use').selectOption({ label: '22.0' });
  await picker.getByLabel('Version you update to').selectOption({ label: '20.0' });
  await expect(picker.getByRole('button', { name: 'Show me how to update!' })).toBeDisabled();
  await expect(picker).toContainText('does not support moving to an older version');
  await picker.getByLabel('Angular version you use').selectOption({ label: '18.0' });
  await picker.getByLabel('Version you update to').selectOption({ label: '22.0' });
  await expect(picker).toContainText('Update one major version at a time');
  const axe = await new AxeBuilder({ page }).include('.docs-update-guide').analyze();
  expect(axe.violations).toEqual([]);
});
