import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './helpers.ts';

/** Requests that belong to the playground runtime (its chunks, its worker, the preview's files). */
const RUNTIME = /\/assets\/(runtime|example-preview)-[\w-]+\.js$|compile\.worker|\/assets\/playground\//;

test.describe.configure({ timeout: 60_000 });

test('a preview code example renders live through the playground runtime, built ahead (no TypeScript)', async ({ page }) => {
  const errors = collectErrors(page);
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  await page.goto('/essentials/components');
  await waitForHydration(page);
  const example = page.locator('docs-code-example[preview]');
  await expect(example).toHaveCount(1);
  // Nothing of the runtime loads before the preview scrolls into view.
  await page.waitForLoadState('networkidle');
  expect(urls.filter((url) => RUNTIME.test(url))).toEqual([]);
  await example.scrollIntoViewIfNeeded();
  const frame = example.locator('iframe.pg-preview-frame');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
  const app = example.frameLocator('iframe.pg-preview-frame');
  await expect(app.locator('h1')).toHaveText('Recipe box', { timeout: 20_000 });
  await expect(app.locator('app-recipe-card')).toHaveCount(3);
  await expect(app.getByText('0 of 3 recipes saved')).toBeVisible();
  await app.getByRole('button', { name: 'Save' }).first().click();
  await expect(app.getByText('1 of 3 recipes saved')).toBeVisible();
  expect(urls.some((url) => url.startsWith('/assets/playground/vendor/@angular/core/'))).toBe(true);
  // The build compiled the example: the compile worker (TypeScript) is never requested.
  expect(urls.filter((url) => /compile\.worker/.test(url))).toEqual([]);
  await expect(example.locator('.example-preview-status')).toBeHidden();
  const results = await new AxeBuilder({ page }).include('docs-code-example[preview]').exclude('iframe').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a page without preview examples loads no runtime, even when scrolled to the end', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  await page.goto('/essentials/signals');
  await waitForHydration(page);
  await expect(page.locator('docs-code-example').first()).toBeAttached();
  await expect(page.locator('docs-code-example[preview]')).toHaveCount(0);
  await page.keyboard.press('End');
  await page.mouse.wheel(0, 100_000);
  await page.waitForLoadState('networkidle');
  expect(urls.filter((url) => RUNTIME.test(url))).toEqual([]);
});

for (const path of ['/guide/animations', '/essentials/components']) {
  test(`a preview example keeps its height while its element loads (${path})`, async ({ page }) => {
    // Hold the element's code until the prerendered markup has been measured.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/code-example-setup-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    await waitForHydration(page);
    const example = page.locator('docs-code-example[preview]').first();
    expect(await example.evaluate((element) => element.matches(':defined'))).toBe(false);
    const before = (await example.boundingBox())!.height;
    release();
    await expect(example.locator('[part="preview"]')).toBeAttached();
    const after = (await example.boundingBox())!.height;
    // Multi-file examples show their first file only and reserve the preview's region: the
    // upgrade does not pull the page up (it did by ~2,400 px on /guide/animations).
    expect(Math.abs(after - before)).toBeLessThan(2);
  });
}
