import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { collectErrors, waitForHydration } from './helpers.ts';

// Live previews that import the packages vendored by entry point (scripts/playground-vendor.ts):
// @angular/cdk/drag-drop and @angular/aria/*. Each one must render, react to the keyboard, and
// load only the vendor files it imports.
test.describe.configure({ timeout: 90_000 });

async function openPreview(page: Page, path: string, index = 0): Promise<FrameLocator> {
  await page.goto(path);
  await waitForHydration(page);
  const example = page.locator('docs-code-example[preview]').nth(index);
  // Scroll to the preview region of the upgraded element, as a reader's eye would: the region is
  // what starts the preview when seen.
  const region = example.locator('[part="preview"]');
  await region.scrollIntoViewIfNeeded();
  await expectPreviewRendered(example);
  return example.frameLocator('iframe.pg-preview-frame');
}

/** Waits for the example's preview run to end and fails with the status it shows when it did not render. */
async function expectPreviewRendered(example: Locator): Promise<void> {
  const box = example.locator('.example-preview');
  await expect(box).toHaveAttribute('data-state', /rendered|failed/, { timeout: 45_000 });
  const state = await box.getAttribute('data-state');
  const status = await box.locator('.example-preview-status').textContent();
  expect(state, `preview status: ${status}`).toBe('rendered');
}

test('drag and drop: the sortable list reorders from its keyboard buttons and the CDK loads in the preview', async ({ page }) => {
  const errors = collectErrors(page);
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  const app = await openPreview(page, '/guide/drag-drop');
  const rows = app.locator('li.route .name');
  await expect(rows.first()).toHaveText('Crimp Cathedral', { timeout: 30_000 });
  await app.getByRole('button', { name: 'Move Crimp Cathedral down' }).click();
  await expect(rows.nth(1)).toHaveText('Crimp Cathedral');
  expect(urls.some((url) => url.startsWith('/assets/playground/vendor/@angular/cdk/drag-drop.mjs'))).toBe(true);
  expect(urls.some((url) => url.includes('/vendor/@angular/aria/'))).toBe(false);
  expect(errors).toEqual([]);
});

test('drag and drop: the board preview renders three connected lists', async ({ page }) => {
  const errors = collectErrors(page);
  const app = await openPreview(page, '/guide/drag-drop', 1);
  await expect(app.locator('.cdk-drop-list')).toHaveCount(3, { timeout: 30_000 });
  await expect(app.locator('.cdk-drag')).toHaveCount(4);
  expect(errors).toEqual([]);
});

test('aria listbox: arrow keys move and select (follow), Space toggles (explicit, multi)', async ({ page }) => {
  const errors = collectErrors(page);
  const app = await openPreview(page, '/guide/aria/listbox');
  const destination = app.getByRole('listbox', { name: 'Destination' });
  await expect(destination.getByRole('option')).toHaveCount(5, { timeout: 30_000 });
  await destination.getByRole('option', { name: 'Gull Island' }).click();
  await page.keyboard.press('ArrowDown');
  // Harwick is disabled but focusable (softDisabled): it is not selected.
  await page.keyboard.press('ArrowDown');
  await expect(destination.getByRole('option', { name: 'Longstrand' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(destination.getByRole('option', { name: 'Brackenholm' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('s');
  await expect(destination.getByRole('option', { name: 'Skerry Point' })).toHaveAttribute('aria-selected', 'true');
  const extras = app.getByRole('listbox', { name: 'Extras' });
  await extras.getByRole('option', { name: 'Bicycle' }).click();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' ');
  await expect(extras.getByRole('option', { name: 'Cabin' })).toHaveAttribute('aria-selected', 'true');
  await expect(app.getByRole('status')).toHaveText('Booking: Skerry Point with Bicycle, Cabin');
  expect(errors).toEqual([]);
});

test('aria tabs: arrow keys switch panels, hidden panels are inert', async ({ page }) => {
  const errors = collectErrors(page);
  const app = await openPreview(page, '/guide/aria/tabs');
  const sensors = app.getByRole('tab', { name: 'Sensors' });
  await expect(sensors).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await sensors.focus();
  await page.keyboard.press('ArrowRight');
  await expect(app.getByRole('tab', { name: 'Watering' })).toHaveAttribute('aria-selected', 'true');
  await expect(app.getByText('Next watering: 06:30')).toBeVisible();
  await expect(app.getByText('Selected tab: watering')).toBeVisible();
  expect(errors).toEqual([]);
});

test('aria accordion: Enter toggles, one section open at a time', async ({ page }) => {
  const errors = collectErrors(page);
  const app = await openPreview(page, '/guide/aria/accordion');
  const first = app.getByRole('button', { name: /book a belay test/ });
  await expect(first).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(app.getByRole('button', { name: /own chalk/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(app.getByText('Chalk balls and liquid chalk')).toBeVisible();
  expect(errors).toEqual([]);
});

test('animations: the enter/leave preview renders and removes a dismissed alert', async ({ page }) => {
  const errors = collectErrors(page);
  const app = await openPreview(page, '/guide/animations');
  const alerts = app.locator('li');
  await expect(alerts).toHaveCount(2, { timeout: 30_000 });
  await app.getByRole('button', { name: 'Dismiss Basil alert' }).click();
  await expect(alerts).toHaveCount(1);
  await app.getByRole('button', { name: 'Hide climate' }).click();
  await expect(app.locator('dl.climate')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('aria toolbar: arrow keys move across widgets, Up/Down inside the alignment group', async ({ page }) => {
  const errors = collectErrors(page);
  const app = await openPreview(page, '/guide/aria/toolbar');
  const toolbar = app.getByRole('toolbar', { name: 'Episode notes formatting' });
  await expect(toolbar).toBeVisible({ timeout: 30_000 });
  await toolbar.getByRole('button', { name: 'Bold' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('radio', { name: 'Align left' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(toolbar.getByRole('radio', { name: 'Align centre' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toolbar.getByRole('radio', { name: 'Align centre' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Save notes' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: 'Undo' })).toBeFocused();
  await expect(toolbar.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
  expect(errors).toEqual([]);
});

test('aria tree: Right expands, Space selects in a multi-selection tree', async ({ page }) => {
  const errors = collectErrors(page);
  const app = await openPreview(page, '/guide/aria/tree');
  const tree = app.getByRole('tree', { name: 'Game library shelves' });
  const strategy = tree.getByRole('treeitem', { name: /^Strategy/ });
  await expect(strategy).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
  await strategy.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tree.getByRole('treeitem', { name: 'Brass: Birmingham' })).toBeFocused();
  await page.keyboard.press(' ');
  await expect(tree.getByRole('treeitem', { name: 'Brass: Birmingham' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const family = tree.getByRole('treeitem', { name: /^Family/ });
  await expect(family).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(family).toHaveAttribute('aria-expanded', 'true');
  await expect(app.getByText('To borrow: Brass: Birmingham')).toBeVisible();
  expect(errors).toEqual([]);
});

test('aria menu: the trigger opens the menu, Right opens the submenu, Enter chooses', async ({ page }) => {
  const errors = collectErrors(page);
  const app = await openPreview(page, '/guide/aria/menu');
  const trigger = app.getByRole('button', { name: 'Episode actions' });
  await expect(trigger).toBeVisible({ timeout: 30_000 });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(app.getByRole('menuitem', { name: 'Play next' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(app.getByRole('menuitem', { name: 'Add to queue' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(app.getByRole('menuitem', { name: 'Share' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(app.getByRole('menuitem', { name: 'Copy link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(app.getByRole('status')).toHaveText('Last action: Copy link');
  await expect(trigger).toBeFocused();
  expect(errors).toEqual([]);
});

test('legacy animations: the preview runs @angular/animations (provideAnimationsAsync) and reports finished transitions', async ({ page }) => {
  const errors = collectErrors(page);
  const app = await openPreview(page, '/guide/legacy-animations');
  const button = app.getByRole('button', { name: 'Lower the car ramp' });
  await expect(button).toBeVisible({ timeout: 30_000 });
  await button.click();
  await expect(app.getByText('Cars may board.')).toBeVisible();
  await expect(app.getByText(/raised → lowered in \d+ ms/)).toBeVisible({ timeout: 10_000 });
  expect(errors).toEqual([]);
});

test('aria menubar: Down opens a menu, Right moves to the next menu and opens submenus', async ({ page }) => {
  const errors = collectErrors(page);
  const app = await openPreview(page, '/guide/aria/menubar');
  const library = app.getByRole('menuitem', { name: 'Library' });
  await expect(library).toBeVisible({ timeout: 30_000 });
  await library.focus();
  await page.keyboard.press('ArrowDown');
  await expect(app.getByRole('menuitem', { name: 'Subscriptions' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(app.getByRole('menuitem', { name: 'Skip back 15 s' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(app.getByRole('menuitem', { name: 'Speed' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(app.getByRole('menuitemradio', { name: '1×' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(app.getByRole('menuitemradio', { name: '2×' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(app.getByRole('status')).toHaveText('Last command: 2× · speed 2×');
  expect(errors).toEqual([]);
});

test('aria combobox: typing filters, Down highlights, Enter chooses, focus stays in the input', async ({ page }) => {
  const errors = collectErrors(page);
  const app = await openPreview(page, '/guide/aria/combobox');
  const input = app.getByRole('combobox');
  await expect(input).toBeVisible({ timeout: 30_000 });
  await input.click();
  await page.keyboard.type('sk');
  await expect(app.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(app.getByRole('option', { name: 'Skerry Point' })).toHaveAttribute('data-active', 'true');
  await expect(input).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(app.getByRole('status')).toHaveText('Departing from: Skerry Point');
  await expect(input).toHaveValue('Skerry Point');
  expect(errors).toEqual([]);
});

test('aria grid: arrow keys move between cells, Space selects in explicit multi-selection', async ({ page }) => {
  const errors = collectErrors(page);
  const app = await openPreview(page, '/guide/aria/grid');
  const grid = app.getByRole('grid', { name: 'Harwick ferry sailings this week' });
  await expect(grid).toBeVisible({ timeout: 30_000 });
  const cells = grid.getByRole('gridcell');
  await cells.first().click();
  await expect(cells.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(cells.nth(1)).toBeFocused();
  await page.keyboard.press(' ');
  await expect(cells.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(cells.nth(6)).toBeFocused();
  await expect(app.getByRole('status')).toHaveText('Trips picked: Mon 07:15, Tue 07:15');
  expect(errors).toEqual([]);
});

test('aria select: Enter opens, arrows highlight, Enter chooses and closes, focus stays on the field', async ({ page }) => {
  const errors = collectErrors(page);
  const app = await openPreview(page, '/guide/aria/select');
  const field = app.getByRole('combobox');
  await expect(field).toBeVisible({ timeout: 30_000 });
  await field.focus();
  await page.keyboard.press('Enter');
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  // Each key after the highlight of the previous one has rendered (the listbox is zoneless: a key
  // pressed before the refresh lands on the old state).
  const active = () => field.getAttribute('aria-activedescendant');
  for (let i = 0; i < 2; i++) {
    const before = await active();
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).not.toBe(before);
  }
  await expect(field).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(app.getByRole('status')).toHaveText('Booked: Inside cabin');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(errors).toEqual([]);
});
