/**
 * The editor that knows Angular (issue 33): diagnostics, completion and hover from the TypeScript
 * language service in the compile worker; untrusted preview messages; a failing compile worker;
 * tutorial work that is never lost.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, waitForHydration } from './helpers.ts';
import { consoleErrors, expectRendered, preview, replaceFile, runStatus } from './playground-helpers.ts';

test.describe.configure({ timeout: 120_000 });

const editor = (page: Page) => page.locator('.pg-editor .cm-content');

async function helloWorld(page: Page): Promise<void> {
  await page.goto('/playground');
  await waitForHydration(page);
  await page.getByLabel('Template').selectOption('hello-world');
  await expectRendered(page);
}

const component = (body: string, imports = 'Component') =>
  `import { ${imports} } from '@angular/core';\n@Component({ selector: 'app-root', template: '<h1>{{ title }}</h1>' })\nexport class App {\n${body}\n}\n`;

test('a type error is underlined with its message on hover, counted in the badge, and the run does not claim success', async ({ page }) => {
  await helloWorld(page);
  await replaceFile(page, 'app/app.ts', component(`  protected readonly title: number = 'str';`));
  const underline = page.locator('.pg-editor .cm-lintRange-error');
  await expect(underline.first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.pg-badge')).toHaveText(/^1 error$/);
  await expect(runStatus(page)).toHaveText(/with 1 type error/, { timeout: 30_000 });
  await underline.first().hover();
  await expect(page.locator('.cm-tooltip-lint')).toContainText("Type 'string' is not assignable to type 'number'.");
  // Fixed: the underline and the count go, and the status says rendered again.
  await replaceFile(page, 'app/app.ts', component(`  protected readonly title: string = 'str';`));
  await expect(underline).toHaveCount(0, { timeout: 30_000 });
  await expectRendered(page);
  await expect(page.locator('.pg-badge')).toHaveCount(0);
});

const withCounter = (template: string) =>
  `import { Component, input } from '@angular/core';\n@Component({ selector: 'app-counter', template: '<p>{{ count() }}</p>' })\nexport class Counter {\n  readonly count = input.required<number>();\n}\n@Component({ selector: 'app-root', imports: [Counter], template: \`${template}\` })\nexport class App {\n  protected readonly title = 'Hi';\n}\n`;

test("template errors (Angular's type-check): a misspelled property and a wrong input type are underlined with their message and counted", async ({ page }) => {
  await helloWorld(page);
  const underline = page.locator('.pg-editor .cm-lintRange-error');
  const tooltip = page.locator('.cm-tooltip-lint');
  await replaceFile(page, 'app/app.ts', withCounter('<h1>{{ titel }}</h1><app-counter [count]="3" />'));
  // The first template check loads the compiler into its worker: more time than TypeScript's answer.
  await expect(underline).toHaveCount(1, { timeout: 90_000 });
  await expect(underline).toHaveText('titel');
  await expect(page.locator('.pg-badge')).toHaveText(/^1 error$/);
  await underline.hover();
  await expect(tooltip).toContainText("Property 'titel' does not exist on type 'App'.");
  await expect(tooltip.locator('.cm-diagnosticSource')).toHaveText('Angular template');

  await page.mouse.move(0, 0);
  await replaceFile(page, 'app/app.ts', withCounter('<h1>{{ title }}</h1><app-counter [count]="title" />'));
  await expect(underline).toHaveCount(1, { timeout: 30_000 });
  await expect(underline).toHaveText('count');
  await underline.hover();
  await expect(tooltip).toContainText("Type 'string' is not assignable to type 'number'.");

  // Fixed: the underline and the count go.
  await page.mouse.move(0, 0);
  await replaceFile(page, 'app/app.ts', withCounter('<h1>{{ title }}</h1><app-counter [count]="3" />'));
  await expect(underline).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('.pg-badge')).toHaveCount(0);
  await expectRendered(page);
});

test('a template error in a templateUrl file is underlined in that file', async ({ page }) => {
  await helloWorld(page);
  const underline = page.locator('.pg-editor .cm-lintRange-error');
  await replaceFile(page, 'app/app.html', '<h1>{{ greting }}, {{ audience }}!</h1>\n');
  await expect(underline).toHaveCount(1, { timeout: 90_000 });
  await expect(underline).toHaveText('greting');
  await expect(page.locator('.pg-badge')).toHaveText(/^1 error$/);
  await underline.hover();
  await expect(page.locator('.cm-tooltip-lint')).toContainText("Property 'greting' does not exist on type 'App'.");
  await page.mouse.move(0, 0);
  await replaceFile(page, 'app/app.html', '<h1>{{ greeting }}, {{ audience }}!</h1>\n');
  await expect(underline).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('.pg-badge')).toHaveCount(0);
});

test('completion offers an Angular symbol and accepting it adds the import', async ({ page }) => {
  await helloWorld(page);
  await replaceFile(page, 'app/app.ts', component(`  protected readonly title = 'x';\n  protected readonly n = compu`));
  // The language service is warm once it has underlined the unknown name.
  await expect(page.locator('.pg-editor .cm-lintRange-error').first()).toBeVisible({ timeout: 90_000 });
  // The caret after `compu` (the pasted text leaves it at the end of the file).
  await page.locator('.pg-editor .cm-line').filter({ hasText: 'compu' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Control+Space');
  const option = page.locator('.cm-tooltip-autocomplete li').filter({ hasText: /^computed/ });
  await expect(option.first()).toBeVisible({ timeout: 60_000 });
  await option.first().click();
  await expect(editor(page)).toContainText("import { Component, computed } from '@angular/core';", { timeout: 30_000 });
  await expect(editor(page)).toContainText('protected readonly n = computed');
});

test('hover shows the type, the first line of the documentation and a link to the API page', async ({ page }) => {
  await helloWorld(page);
  await replaceFile(page, 'app/app.ts', component(`  protected readonly title = signal('x')();`, 'Component, signal'));
  // Diagnostics first: the language service is warm once the badge settles.
  await expect(page.locator('.pg-editor .cm-line').filter({ hasText: "signal('x')" })).toBeVisible();
  const word = page.locator('.pg-editor .cm-line').filter({ hasText: "signal('x')" }).getByText('signal', { exact: true });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await word.hover();
    await expect(page.locator('.pg-hover')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.locator('.pg-hover-type')).toContainText('signal');
  await expect(page.locator('.pg-hover-doc')).not.toBeEmpty();
  await expect(page.locator('.pg-hover-link')).toHaveAttribute('href', '/api/core/signal');
});

test('malformed messages from the preview are ignored; console values render as text; the page survives a reload', async ({ page }) => {
  const errors = collectErrors(page);
  await helloWorld(page);
  await replaceFile(
    page,
    'app/app.ts',
    component(
      `  protected readonly title = 'Still here';\n  constructor() {\n    parent.postMessage({ type: 'console', run: 1, level: 'log', text: { a: 1 } }, '*');\n    parent.postMessage(null, '*');\n    parent.postMessage({ type: 'done', id: 'x' }, '*');\n    console.log('<b>not bold</b>');\n  }`,
    ),
  );
  await expect(preview(page).locator('h1')).toHaveText('Still here', { timeout: 30_000 });
  await expectRendered(page);
  await expect(page.locator('.pg-console-entry').filter({ hasText: '<b>not bold</b>' })).toBeVisible();
  await expect(page.locator('.pg-console b')).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expectRendered(page);
  await expect(preview(page).locator('h1')).toHaveText('Still here');
  // No page error (React or otherwise). Console lines about style attributes come from the preview
  // frame's CSP and are not this test's subject.
  expect(errors.filter((e) => !e.includes("Applying inline style violates the following Content Security Policy directive 'style-src 'self''"))).toEqual([]);
});

test('a flood of console output is capped and folded, and the page stays responsive', async ({ page }) => {
  await helloWorld(page);
  await replaceFile(
    page,
    'app/app.ts',
    component(
      `  protected readonly title = 'Flood';\n  constructor() {\n    for (let i = 0; i < 300; i++) console.log('line ' + i);\n    for (let i = 0; i < 50; i++) console.log('same');\n  }`,
    ),
  );
  await expect(preview(page).locator('h1')).toHaveText('Flood', { timeout: 60_000 });
  await expectRendered(page, 60_000);
  await expect(page.locator('.pg-console-dropped')).toContainText('earlier lines not shown', { timeout: 30_000 });
  expect(await page.locator('.pg-console-entry').count()).toBeLessThanOrEqual(200);
  await expect(page.locator('.pg-console-entry').filter({ hasText: 'same' })).toContainText('×50');
  // The page still answers input.
  await page.getByRole('button', { name: 'New file' }).click();
  await expect(page.getByLabel('File name')).toBeVisible();
});

test('a compile worker that fails to load is reported, and the next edit retries', async ({ page, context }) => {
  let failing = true;
  await context.route(/compile\.worker[^/]*\.js/, (route) => (failing ? route.abort() : route.continue()));
  await helloWorld(page);
  await replaceFile(page, 'app/app.html', '<h1>Needs the compiler</h1>');
  await expect(runStatus(page)).toContainText('The compiler could not load', { timeout: 60_000 });
  failing = false;
  await replaceFile(page, 'app/app.html', '<h1>Compiled after all</h1>');
  await expectRendered(page);
  await expect(preview(page).locator('h1')).toHaveText('Compiled after all');
});

test('tutorial edits survive Next/Previous and a reload, and the preview runs what the editor shows', async ({ page }) => {
  const step = '/tutorials/deferrable-views/1-what-are-deferrable-views';
  await page.goto(step);
  await waitForHydration(page);
  await expectRendered(page);
  await replaceFile(page, 'app/app.html', '<h1>My own step one</h1>');
  await expect(preview(page).locator('h1')).toHaveText('My own step one', { timeout: 30_000 });
  await page.getByRole('link', { name: 'Next →' }).click();
  await expect(page).toHaveURL(/2-loading-error-placeholder$/);
  await expectRendered(page);
  await page.getByRole('link', { name: '← Previous' }).click();
  await expect(page).toHaveURL(/1-what-are-deferrable-views$/);
  await expect(editor(page)).toContainText('My own step one');
  await expectRendered(page);
  await expect(preview(page).locator('h1')).toHaveText('My own step one');
  await page.reload();
  await waitForHydration(page);
  await expectRendered(page);
  await expect(editor(page)).toContainText('My own step one');
  await expect(preview(page).locator('h1')).toHaveText('My own step one');
  // The answer does not replace the reader's code.
  await page.getByRole('button', { name: 'Reveal answer' }).click();
  await expect(editor(page)).toContainText('@defer');
  await page.getByRole('button', { name: 'Hide answer' }).click();
  await expect(editor(page)).toContainText('My own step one');
  // Reset asks first: dismissed keeps the code, accepted restores the start.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('button', { name: 'Reset step' }).click();
  await expect(editor(page)).toContainText('My own step one');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Reset step' }).click();
  await expect(editor(page)).not.toContainText('My own step one');
  await expectRendered(page);
  await expect(consoleErrors(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reset step' })).toBeDisabled();
});

test('share link round trip: a fresh browser opens it at once; a saved project is replaced only when asked; a bad link explains itself', async ({
  page,
  browser,
}) => {
  await helloWorld(page);
  await replaceFile(page, 'app/app.html', '<h1>Shared by link</h1>');
  await expect(preview(page).locator('h1')).toHaveText('Shared by link', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Share link' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/\/playground#share=[\w-]+$/);

  // A reader with nothing saved: opened directly.
  const fresh = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await fresh.goto(link);
  await waitForHydration(fresh);
  await expectRendered(fresh);
  await expect(preview(fresh).locator('h1')).toHaveText('Shared by link');
  await expect(fresh).toHaveURL(/\/playground$/);
  // The same reader, with other code saved now: asked first.
  await replaceFile(fresh, 'app/app.html', '<h1>My own work</h1>');
  await expect(preview(fresh).locator('h1')).toHaveText('My own work', { timeout: 30_000 });
  await fresh.goto('about:blank');
  await fresh.goto(link);
  await waitForHydration(fresh);
  await expect(fresh.getByRole('alertdialog')).toContainText('replaces the code you have saved');
  await fresh.getByRole('button', { name: 'Keep my code' }).click();
  await expectRendered(fresh);
  await expect(preview(fresh).locator('h1')).toHaveText('My own work');
  await fresh.goto('about:blank');
  await fresh.goto(link);
  await waitForHydration(fresh);
  await fresh.getByRole('button', { name: 'Open the shared project' }).click();
  await expect(preview(fresh).locator('h1')).toHaveText('Shared by link', { timeout: 30_000 });

  // A damaged link: a message, and the saved project still opens.
  await fresh.goto('about:blank');
  await fresh.goto('/playground#share=not*base64');
  await waitForHydration(fresh);
  await expect(fresh.locator('.pg-share-note')).toContainText('This share link is damaged');
  await expectRendered(fresh);
  await fresh.close();
});

test('"Open in playground" on a guide\'s live example opens its files in the playground', async ({ page }) => {
  await page.goto('/essentials/components');
  await waitForHydration(page);
  const example = page.locator('docs-code-example[preview]');
  await example.scrollIntoViewIfNeeded();
  await expect(example.frameLocator('iframe.pg-preview-frame').locator('h1')).toHaveText('Recipe box', { timeout: 30_000 });
  await example.getByRole('link', { name: 'Open in playground' }).click();
  await expect(page).toHaveURL(/\/playground/);
  await waitForHydration(page);
  await expectRendered(page);
  await expect(preview(page).locator('h1')).toHaveText('Recipe box');
});

test('"Open in playground" on a tutorial step carries the reader\'s code', async ({ page }) => {
  await page.goto('/tutorials/deferrable-views/1-what-are-deferrable-views');
  await waitForHydration(page);
  await expectRendered(page);
  await replaceFile(page, 'app/app.html', '<h1>From the tutorial</h1>');
  await expect(preview(page).locator('h1')).toHaveText('From the tutorial', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Open in playground' }).click();
  await expect(page).toHaveURL(/\/playground/);
  await expectRendered(page);
  await expect(preview(page).locator('h1')).toHaveText('From the tutorial');
});
