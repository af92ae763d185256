import AxeBuilder from '@axe-core/playwright';
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { collectErrors, waitForHydration } from './helpers.ts';

// The guides added for v22 (error boundaries, debounced, route resources, lazy services, the Signal
// Forms guides, autocomplete and multiselect): each page passes axe, and each live preview renders
// and behaves as its page says.
test.describe.configure({ timeout: 120_000 });

const NEW_PAGES = [
  '/guide/templates/error-boundaries',
  '/guide/signals/debounced',
  '/guide/di/lazy-loading-services',
  '/best-practices/performance/lazy-loading-services',
  '/guide/routing/data-fetching-with-resources',
  '/guide/forms/signals/schemas',
  '/guide/forms/signals/cross-field-logic',
  '/guide/forms/signals/field-metadata',
  '/guide/forms/signals/form-submission',
  '/guide/forms/signals/dynamic-forms-with-json',
  '/guide/forms/signals/testing',
  '/guide/aria/autocomplete',
  '/guide/aria/multiselect',
];

for (const url of NEW_PAGES) {
  test(`axe reports no violations on ${url}`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(url);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

async function openPreview(page: Page, path: string, index = 0): Promise<FrameLocator> {
  await page.goto(path);
  await waitForHydration(page);
  const example = page.locator('docs-code-example[preview]').nth(index);
  await example.locator('[part="preview"]').scrollIntoViewIfNeeded();
  await expectPreviewRendered(example);
  return example.frameLocator('iframe.pg-preview-frame');
}

/**
 * Submits the preview's form with a synthetic `submit` event. The preview frame is sandboxed without
 * `allow-forms`, so Chromium blocks real submissions (button, Enter) before any `submit` event fires;
 * a dispatched event still reaches `[formRoot]`.
 */
async function submitForm(app: FrameLocator): Promise<void> {
  await app.locator('form').evaluate((form) => form.dispatchEvent(new Event('submit', { cancelable: true })));
}

async function expectPreviewRendered(example: Locator): Promise<void> {
  const box = example.locator('.example-preview');
  await expect(box).toHaveAttribute('data-state', /rendered|failed/, { timeout: 60_000 });
  const status = await box.locator('.example-preview-status').textContent();
  expect(await box.getAttribute('data-state'), `preview status: ${status}`).toBe('rendered');
}

test('error boundaries: a throwing widget is replaced by its @error block, the other keeps working, retry restores it', async ({ page }) => {
  const app = await openPreview(page, '/guide/templates/error-boundaries');
  await expect(app.getByRole('list', { name: 'Tide heights in metres' })).toBeVisible({ timeout: 30_000 });
  await app.getByRole('button', { name: 'Receive a corrupt reading' }).click();
  await expect(app.getByRole('alert').first()).toContainText('below chart datum');
  await expect(app.getByText(/knots/)).toBeVisible();
  await app.getByRole('button', { name: 'Drop bad readings and redraw' }).click();
  await expect(app.getByRole('list', { name: 'Tide heights in metres' })).toBeVisible();
  await app.getByRole('button', { name: 'Lose the anemometer' }).click();
  await expect(app.getByText('Wind data is unavailable.')).toBeVisible();
  await app.getByRole('button', { name: 'Reconnect the anemometer' }).click();
  await expect(app.getByText('9 knots, gentle breeze')).toBeVisible();
});

test('debounced: typing sends one search per pause, not one per letter', async ({ page }) => {
  const app = await openPreview(page, '/guide/signals/debounced');
  const search = app.getByLabel('Search the seed library');
  await expect(search).toBeVisible({ timeout: 30_000 });
  await search.pressSequentially('tomato', { delay: 40 });
  await expect(app.getByText('Black Krim tomato')).toBeVisible({ timeout: 10_000 });
  await expect(app.getByText('Requests sent so far: 1')).toBeVisible();
});

test('route resources: the blocking resource arrives as the value, the non-blocking log loads after, an unknown id redirects', async ({ page }) => {
  const app = await openPreview(page, '/guide/routing/data-fetching-with-resources');
  await expect(app.getByRole('heading', { name: 'Longships' })).toBeVisible({ timeout: 30_000 });
  await expect(app.getByText('1911-04-02')).toBeVisible({ timeout: 10_000 });
  await app.getByRole('link', { name: 'Eddystone' }).click();
  await expect(app.getByRole('heading', { name: 'Eddystone' })).toBeVisible();
  await expect(app.getByText('First lit in 1882, 51 m tall.')).toBeVisible();
  await app.getByRole('link', { name: 'Fastnet (not registered)' }).click();
  await expect(app.getByText('That lighthouse is not in the register.')).toBeVisible();
});

test('form submission: an empty submit shows every error and focuses the first field; a taken slot shows the server error', async ({ page }) => {
  const app = await openPreview(page, '/guide/forms/signals/form-submission');
  await expect(app.getByRole('button', { name: 'Book my audition' })).toBeVisible({ timeout: 30_000 });
  await submitForm(app);
  await expect(app.getByText('Tell us your name.')).toBeVisible();
  await expect(app.getByText('Choose a time slot.')).toBeVisible();
  await expect(app.getByLabel('Name')).toBeFocused();
  await app.getByLabel('Name').fill('Ines');
  await app.getByLabel('Email').fill('ines@example.org');
  await app.getByLabel('Time slot').selectOption('Saturday 10:00');
  await submitForm(app);
  await expect(app.getByText('Someone booked this slot a moment ago. Pick another.')).toBeVisible({ timeout: 10_000 });
  await app.getByLabel('Time slot').selectOption('Saturday 10:30');
  await submitForm(app);
  await expect(app.getByRole('status')).toContainText('Booked: Saturday 10:30', { timeout: 10_000 });
});

test('dynamic forms from JSON: the described fields render and their rules apply', async ({ page }) => {
  const app = await openPreview(page, '/guide/forms/signals/dynamic-forms-with-json');
  await expect(app.getByLabel('Your name')).toBeVisible({ timeout: 30_000 });
  await submitForm(app);
  await expect(app.getByText('Your name is required.')).toBeVisible();
  await expect(app.getByText('Choose kind of item.')).toBeVisible();
});

test('aria autocomplete: typing filters, completes inline and highlights the first match; Enter chooses it', async ({ page }) => {
  const app = await openPreview(page, '/guide/aria/autocomplete');
  const input = app.getByRole('combobox', { name: 'Plant' });
  await input.click({ timeout: 30_000 });
  await input.pressSequentially('ro');
  const list = app.getByRole('listbox', { name: 'Plants' });
  await expect(list.getByRole('option')).toHaveCount(5);
  await expect(input).toHaveAttribute('aria-autocomplete', 'both');
  await expect(list.getByRole('option', { name: 'Rock rose' })).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('Enter');
  await expect(app.getByRole('status')).toHaveText('Bed label: Rock rose');
  await expect(input).toHaveValue('Rock rose');
});

test('aria multiselect: Space toggles options while the list stays open; chips remove choices', async ({ page }) => {
  const app = await openPreview(page, '/guide/aria/multiselect');
  const field = app.getByRole('combobox', { name: 'Languages the guide speaks' });
  await expect(field).toHaveText(/English/, { timeout: 30_000 });
  await field.focus();
  await page.keyboard.press('Enter');
  const list = app.getByRole('listbox');
  await expect(list).toBeVisible();
  // Typeahead highlights French; Enter toggles it (Space would continue the typeahead for 500 ms).
  await page.keyboard.press('f');
  await expect(list.getByRole('option', { name: 'French' })).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('Enter');
  await expect(list.getByRole('option', { name: 'French' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('option', { name: 'Italian' })).toHaveAttribute('data-active', 'true');
  // A Space within the listbox's 500 ms typeahead window extends the search ("f ") instead of
  // toggling; let that window close, as a reader's pause would, before Space selects.
  await page.waitForTimeout(600);
  await page.keyboard.press(' ');
  await expect(list.getByRole('option', { name: 'Italian' })).toHaveAttribute('aria-selected', 'true');
  await expect(list).toBeVisible();
  await expect(field).toContainText('English, French and 1 more');
  await page.keyboard.press('Escape');
  await app.getByRole('button', { name: 'Remove English' }).click();
  await expect(field).toContainText('French, Italian');
  await expect(field).not.toContainText('English');
});
