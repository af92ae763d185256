import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { collectErrors, waitForHydration } from './helpers.ts';
import { consoleErrors, expectRendered, preview, replaceFile, runStatus } from './playground-helpers.ts';

const templates = JSON.parse(readFileSync('public/assets/projects/playground/index.json', 'utf8')) as { id: string; title: string }[];

test.describe.configure({ timeout: 60_000 });

test('the playground page is prerendered with its picker, hides the footer and is reachable from the primary nav', async ({ page, request }) => {
  const html = await (await request.get('/playground')).text();
  expect(html).toContain('<title>Playground • Angular</title>');
  expect(html).toContain('Loading the editor…');
  // The preview is a same-site document in a sandboxed frame: every page's CSP allows frames from 'self',
  // since a client-side navigation keeps the CSP of the page the visit started on.
  expect(html).toMatch(/frame-src 'self' /);
  expect(await (await request.get('/overview')).text()).toMatch(/frame-src 'self' /);
  await page.goto('/overview');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Playground' }).click();
  await expect(page).toHaveURL(/\/playground$/);
  await expectRendered(page);
  await expect(page.locator('footer')).toHaveCount(0);
});

for (const template of templates) {
  test(`template "${template.title}" renders without errors`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/playground');
    await waitForHydration(page);
    await expectRendered(page);
    await page.getByLabel('Template').selectOption(template.id);
    await expect(runStatus(page)).toHaveText(/Running|Rendered/);
    await expectRendered(page);
    await expect(preview(page).locator('h1')).toBeVisible();
    await expect(consoleErrors(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('signal inputs and outputs work in the preview (JIT transform)', async ({ page }) => {
  await page.goto('/playground');
  await waitForHydration(page);
  await page.getByLabel('Template').selectOption('signals');
  await expectRendered(page);
  const frame = preview(page);
  await frame.getByRole('button', { name: 'Add 2' }).click();
  await frame.getByRole('button', { name: 'Add 1' }).click();
  await expect(frame.locator('.total')).toHaveText('Cups: 3');
});

test('the Angular Aria template works by keyboard: tabs, a multi-selection listbox, a single-selection listbox, an accordion', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/playground');
  await waitForHydration(page);
  await expectRendered(page);
  await page.getByLabel('Template').selectOption('angular-aria');
  await expectRendered(page);
  const app = preview(page);
  const plan = app.getByRole('status');
  // The status can still read the previous template's "Rendered" for a moment after the switch: the
  // new app's content is what tells that it ran (45 s, as expectRendered allows a render).
  await expect(plan).toHaveText('Your plan: The Moon through the Dome refractor.', { timeout: 45_000 });

  // Targets: Space toggles the option the arrow keys are on; a set object is skipped for selection.
  const targets = app.getByRole('listbox', { name: 'What do you want to see?' });
  await targets.getByRole('option', { name: 'Saturn' }).click();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' ');
  await expect(targets.getByRole('option', { name: 'Venus' })).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' ');
  await expect(targets.getByRole('option', { name: 'Pleiades' })).toHaveAttribute('aria-selected', 'true');
  await expect(plan).toHaveText('Your plan: The Moon, Saturn, Pleiades through the Dome refractor.');

  // Tabs: Right moves to the next tab and shows its panel.
  const targetsTab = app.getByRole('tab', { name: 'Targets' });
  await targetsTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(app.getByRole('tab', { name: 'Telescope' })).toHaveAttribute('aria-selected', 'true');
  const telescopes = app.getByRole('listbox', { name: 'Which telescope?' });
  await telescopes.getByRole('option', { name: /Dome refractor/ }).click();
  await page.keyboard.press('ArrowDown');
  await expect(telescopes.getByRole('option', { name: /Lawn Dobsonian/ })).toHaveAttribute('aria-selected', 'true');
  await expect(plan).toHaveText('Your plan: The Moon, Saturn, Pleiades through the Lawn Dobsonian.');

  // Accordion: one question open at a time.
  await app.getByRole('tab', { name: 'Telescope' }).focus();
  await page.keyboard.press('ArrowRight');
  const first = app.getByRole('button', { name: 'What if it is cloudy?' });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(app.getByRole('button', { name: 'Can children come?' })).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(app.getByText('The dome has a step for the eyepiece')).toBeVisible();
  await expect(consoleErrors(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('Run again reuses unchanged components without state, and evaluates modules with state afresh', async ({ page }) => {
  await page.goto('/playground');
  await waitForHydration(page);
  await page.getByLabel('Template').selectOption('hello-world');
  await expectRendered(page);
  await replaceFile(
    page,
    'app/app.ts',
    `import { Component } from '@angular/core';\nimport { Badge } from './badge';\nimport { visits } from './visits';\n@Component({ selector: 'app-root', imports: [Badge], template: '<h1>Visits: {{ count }}</h1><app-badge />' })\nexport class App {\n  protected readonly count = visits.push(1);\n}\n`,
  );
  await page.getByRole('button', { name: 'New file' }).click();
  await page.getByLabel('File name').fill('app/visits.ts');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await replaceFile(page, 'app/visits.ts', 'export const visits: number[] = [];\n');
  await page.getByRole('button', { name: 'New file' }).click();
  await page.getByLabel('File name').fill('app/badge.ts');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await replaceFile(
    page,
    'app/badge.ts',
    `import { Component } from '@angular/core';\n@Component({ selector: 'app-badge', template: '<p class="badge">Badge</p>' })\nexport class Badge {}\n`,
  );
  await expectRendered(page);
  await expect(preview(page).locator('h1')).toHaveText('Visits: 1');
  for (let i = 0; i < 2; i += 1) {
    await page.getByRole('button', { name: 'Run again' }).click();
    await expectRendered(page);
    // A module with state (an array) starts again in every run...
    await expect(preview(page).locator('h1')).toHaveText('Visits: 1');
    await expect(preview(page).locator('.badge')).toHaveText('Badge');
  }
  // ...while the unchanged stateless component is not compiled again (Angular warns about a second
  // class with the same component id when it is, as it does for App, which imports the array).
  await expect(page.locator('.pg-console-entry').filter({ hasText: "NG0912: Component ID generation collision detected. Components 'App'" })).toHaveCount(1);
  await expect(page.locator('.pg-console-entry').filter({ hasText: "Components 'Badge'" })).toHaveCount(0);
  await expect(consoleErrors(page)).toHaveCount(0);
});

test('an edit changes the preview, and edits survive a reload', async ({ page }) => {
  await page.goto('/playground');
  await waitForHydration(page);
  await page.getByLabel('Template').selectOption('hello-world');
  await expectRendered(page);
  await replaceFile(page, 'app/app.html', '<h1>Edited by the test</h1>');
  await expect(preview(page).locator('h1')).toHaveText('Edited by the test');
  await page.reload();
  await waitForHydration(page);
  await expectRendered(page);
  await expect(preview(page).locator('h1')).toHaveText('Edited by the test');
  await expect(page.getByLabel('Template')).toHaveValue('hello-world');
});

test('corrupt saved data is ignored', async ({ page }) => {
  await page.goto('/playground');
  await page.evaluate(() => localStorage.setItem('docs-playground-v1', '{"template": "hello-world", "files": {"src/main.ts": 42'));
  await page.reload();
  await waitForHydration(page);
  await expectRendered(page);
  await expect(preview(page).locator('h1')).toHaveText('Hello, World!');
});

test('a runtime error is shown and the next good edit recovers', async ({ page }) => {
  await page.goto('/playground');
  await waitForHydration(page);
  await page.getByLabel('Template').selectOption('hello-world');
  await expectRendered(page);
  const firstFrame = await page.locator('iframe.pg-preview-frame').elementHandle();
  await replaceFile(
    page,
    'app/app.ts',
    `import { Component } from '@angular/core';\n@Component({ selector: 'app-root', template: '<h1>never</h1>' })\nexport class App {\n  constructor() { throw new Error('Boom from the test'); }\n}\n`,
  );
  await expect(consoleErrors(page).filter({ hasText: 'Boom from the test' }).first()).toBeVisible({ timeout: 20_000 });
  await expect(runStatus(page)).toContainText('Boom from the test');
  await replaceFile(
    page,
    'app/app.ts',
    `import { Component } from '@angular/core';\n@Component({ selector: 'app-root', template: '<h1>Recovered</h1>' })\nexport class App {}\n`,
  );
  await expectRendered(page);
  await expect(preview(page).locator('h1')).toHaveText('Recovered');
  await expect(consoleErrors(page)).toHaveCount(0);
  // After a failed run the preview document was replaced by a fresh one.
  expect(await firstFrame?.evaluate((el) => el.isConnected)).toBe(false);
});

test('a compile error is listed with its file, and fixing it renders again', async ({ page }) => {
  await page.goto('/playground');
  await waitForHydration(page);
  await page.getByLabel('Template').selectOption('hello-world');
  await expectRendered(page);
  await replaceFile(
    page,
    'app/app.ts',
    `import { Component } from '@angular/core';\n@Component({ selector: 'app-root', templateUrl: './missing.html' })\nexport class App {}\n`,
  );
  // A run's end state gets the allowance expectRendered gives a render (a compile on a loaded machine took over 5 s).
  await expect(consoleErrors(page).first()).toContainText('src/app/missing.html', { timeout: 45_000 });
  await expect(runStatus(page)).toHaveText('The code does not compile.');
  await replaceFile(
    page,
    'app/app.ts',
    `import { Component } from '@angular/core';\n@Component({ selector: 'app-root', template: '<h1>Fixed</h1>' })\nexport class App {}\n`,
  );
  await expectRendered(page);
  await expect(preview(page).locator('h1')).toHaveText('Fixed');
});

test('a syntax error is listed with its file and line, not as a runtime failure', async ({ page }) => {
  await page.goto('/playground');
  await waitForHydration(page);
  await page.getByLabel('Template').selectOption('hello-world');
  await expectRendered(page);
  await replaceFile(
    page,
    'app/app.ts',
    `import { Component } from '@angular/core';\n\n@Component({ selector: 'app-root', template: '<h1>Hi</h1>' })\nexport class App {\n  count = (1 + ;\n}\n`,
  );
  await expect(runStatus(page)).toHaveText('The code does not compile.', { timeout: 45_000 });
  await expect(consoleErrors(page).first()).toContainText(/src\/app\/app\.ts:5:\d+: Expression expected\./);
  // The preview keeps the last good run.
  await expect(preview(page).locator('h1')).not.toHaveText('Hi');
});

test('an endless loop is stopped after 5 s and the next edit recovers', async ({ page }) => {
  await page.goto('/playground');
  await waitForHydration(page);
  await page.getByLabel('Template').selectOption('hello-world');
  await expectRendered(page);
  await replaceFile(
    page,
    'app/app.ts',
    `import { Component } from '@angular/core';\n@Component({ selector: 'app-root', template: '<h1>loop</h1>' })\nexport class App {\n  constructor() { while (true) {} }\n}\n`,
  );
  await expect(runStatus(page)).toContainText('did not finish within 5 s', { timeout: 20_000 });
  await replaceFile(
    page,
    'app/app.ts',
    `import { Component } from '@angular/core';\n@Component({ selector: 'app-root', template: '<h1>Alive again</h1>' })\nexport class App {}\n`,
  );
  await expectRendered(page);
  await expect(preview(page).locator('h1')).toHaveText('Alive again');
});

test('the sandboxed preview cannot read the site storage, cookies or page', async ({ page, context }) => {
  await context.addCookies([{ name: 'docs-secret-cookie', value: 'cookie-value-123', url: 'http://127.0.0.1' }]);
  await page.goto('/playground');
  await waitForHydration(page);
  await page.evaluate(() => localStorage.setItem('docs-secret', 'storage-value-456'));
  expect(await page.evaluate(() => document.cookie)).toContain('cookie-value-123');
  await page.getByLabel('Template').selectOption('hello-world');
  await expectRendered(page);
  expect(await page.locator('iframe.pg-preview-frame').getAttribute('sandbox')).toBe('allow-scripts allow-forms');
  await replaceFile(
    page,
    'app/app.ts',
    `import { Component } from '@angular/core';
const probe = (read: () => unknown) => { try { return String(read()); } catch { return 'blocked'; } };
@Component({ selector: 'app-root', template: '<h1>Probe</h1><p id="storage">{{ storage }}</p><p id="cookie">{{ cookie }}</p><p id="parent">{{ parentPage }}</p>' })
export class App {
  storage = probe(() => localStorage.getItem('docs-secret'));
  cookie = probe(() => document.cookie);
  parentPage = probe(() => window.parent.document.title);
}
`,
  );
  const frame = preview(page);
  await expect(frame.locator('h1')).toHaveText('Probe');
  await expect(frame.locator('#storage')).toHaveText('blocked');
  await expect(frame.locator('#cookie')).not.toContainText('cookie-value-123');
  await expect(frame.locator('#parent')).toHaveText('blocked');
});

test('files: names with ".." are rejected, main.ts and index.html cannot be deleted, new files can be used and deleted', async ({ page }) => {
  // Waits for a cold language service at the end (below).
  test.setTimeout(120_000);
  await page.goto('/playground');
  await waitForHydration(page);
  await page.getByLabel('Template').selectOption('hello-world');
  await expectRendered(page);
  await page.getByRole('tab', { name: 'main.ts', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'index.html', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'app/app.css', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Delete app/app.css' })).toBeVisible();
  await page.getByRole('button', { name: 'New file' }).click();
  await page.getByLabel('File name').fill('../secrets.ts');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('alert')).toHaveText('File names cannot contain "..".');
  await page.getByLabel('File name').fill('app/greeting.ts');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('tab', { name: 'app/greeting.ts' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.insertText(`export const GREETING = 'Hi from a new file';\n`);
  await replaceFile(
    page,
    'app/app.ts',
    `import { Component } from '@angular/core';\nimport { GREETING } from './greeting';\n@Component({ selector: 'app-root', template: '<h1>{{ text }}</h1>' })\nexport class App { text = GREETING; }\n`,
  );
  await expect(preview(page).locator('h1')).toHaveText('Hi from a new file');
  await page.getByRole('tab', { name: 'app/greeting.ts', exact: true }).click();
  await page.getByRole('button', { name: 'Delete app/greeting.ts' }).click();
  await expect(page.getByRole('tab', { name: 'app/greeting.ts' })).toHaveCount(0);
  // Two reports, in either order: the run fails on the missing module, and the language service
  // underlines the import (TS2307) and counts it in the console. The language service starts cold
  // here (its first check loads TypeScript and the Angular typings): on a loaded machine that took
  // over 5 s, so it gets the editor spec's allowance.
  await expect(consoleErrors(page).filter({ hasText: 'cannot find module "./greeting"' }).first()).toBeVisible();
  await expect(
    consoleErrors(page)
      .filter({ hasText: /1 type error/ })
      .first(),
  ).toBeVisible({ timeout: 60_000 });
});

test('keyboard users can leave the editor: Escape, then Tab', async ({ page }) => {
  await page.goto('/playground');
  await waitForHydration(page);
  await expectRendered(page);
  await page.locator('.pg-editor .cm-content').click();
  await page.keyboard.press('Tab');
  // Tab indents inside the editor: focus stays.
  expect(await page.evaluate(() => document.activeElement?.classList.contains('pg-editor'))).toBe(true);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.classList.contains('pg-editor'))).toBe(false);
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
});

test('the editor follows the site theme', async ({ page }) => {
  await page.goto('/playground');
  await waitForHydration(page);
  await expectRendered(page);
  const background = () => page.locator('.pg-editor .cm-editor').evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.evaluate(() => document.documentElement.classList.add('docs-light-mode'));
  await expect.poll(background).toBe('rgb(255, 255, 255)');
  await page.evaluate(() => {
    document.documentElement.classList.remove('docs-light-mode');
    document.documentElement.classList.add('docs-dark-mode');
  });
  await expect.poll(background).toBe('rgb(23, 23, 29)');
});

test('download zip contains the project', async ({ page }) => {
  await page.goto('/playground');
  await waitForHydration(page);
  await expectRendered(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download zip' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^angular-[\w-]+\.zip$/);
  const path = await download.path();
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.toString('latin1')).toContain('src/main.ts');
});

test('the playground has no axe violations', async ({ page }) => {
  await page.goto('/playground');
  await waitForHydration(page);
  await expectRendered(page);
  const results = await new AxeBuilder({ page }).exclude('iframe.pg-preview-frame').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('other pages load neither the editor, the runtime, TypeScript nor Angular', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  for (const path of ['/', '/essentials/signals', '/tutorials']) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  }
  expect(urls.filter((url) => /workspace|compile\.worker|\/assets\/playground\//.test(url))).toEqual([]);
  // …while the playground does.
  await page.goto('/playground');
  await expectRendered(page);
  await expect.poll(() => urls.some((url) => /compile\.worker/.test(url))).toBe(true);
  expect(urls.some((url) => url.startsWith('/assets/playground/vendor/@angular/compiler/'))).toBe(true);
});

test('the preview frame started early (client navigation) ends up in the preview pane: one frame, none left parked', async ({ page }) => {
  await page.goto('/overview');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Playground' }).click();
  await expectRendered(page);
  await expect(page.locator('iframe.pg-preview-frame')).toHaveCount(1);
  await expect(page.locator('.pg-preview-pane iframe.pg-preview-frame')).toBeVisible();
  await expect(page.locator('[data-playground-parking]')).toHaveCount(0);
  await expect(preview(page).locator('h1')).not.toBeEmpty();
  // Leaving the page leaves no frame behind.
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Docs' }).first().click();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('templates come precompiled: the first render does not wait for TypeScript', async ({ page }) => {
  await page.route('**/compile.worker-*', (route) => route.abort());
  await page.goto('/playground');
  await waitForHydration(page);
  await page.getByLabel('Template').selectOption('control-flow');
  await expectRendered(page);
  await expect(preview(page).locator('h1')).toHaveText('Chores');
});

test('previews get a base stylesheet that follows the site theme; a real form submit reaches the app and navigates nowhere', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/playground');
  await waitForHydration(page);
  await page.getByLabel('Template').selectOption('hello-world');
  await expectRendered(page);
  await replaceFile(page, 'styles.css', '/* No global styles: the preview base applies. */\n');
  await replaceFile(
    page,
    'app/app.ts',
    `import { Component, signal } from '@angular/core';
@Component({
  selector: 'app-root',
  template: '<h1>Base styles</h1><form (submit)="sent.set(sent() + 1)"><input name="q" aria-label="Query"><button>Send</button></form><p id="sent">{{ sent() }}</p>',
})
export class App {
  protected readonly sent = signal(0);
}
`,
  );
  const frame = preview(page);
  await expect(frame.locator('h1')).toHaveText('Base styles', { timeout: 30_000 });
  await expectRendered(page);
  const background = () => frame.locator('html').evaluate((el) => getComputedStyle(el).backgroundColor);
  await expect.poll(background).toBe('rgb(23, 23, 29)');
  expect(await frame.locator('h1').evaluate((el) => getComputedStyle(el).fontSize)).toBe('24px');
  expect(await frame.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).not.toMatch(/Times/);
  // The site's theme menu switches the preview too, without a run.
  await page.getByRole('button', { name: /^Theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect.poll(background).toBe('rgb(255, 255, 255)');
  // allow-forms: the submit event fires (button and Enter); form-action 'none': the frame stays.
  await frame.getByRole('button', { name: 'Send' }).click();
  await expect(frame.locator('#sent')).toHaveText('1');
  await frame.getByLabel('Query').press('Enter');
  await expect(frame.locator('#sent')).toHaveText('2');
  await expect(frame.locator('h1')).toHaveText('Base styles');
  expect(await frame.locator('html').evaluate(() => location.pathname)).toBe('/assets/playground/preview');
});
