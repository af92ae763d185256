import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TutorialPage } from '../../isomorphic/tutorial-types.ts';
import { acceptCookies, collectErrors, waitForHydration } from './helpers.ts';
import { consoleErrors, expectRendered, preview, replaceFile } from './playground-helpers.ts';

/** Every page of every tutorial, from the generated data (so new tutorials are covered automatically). */
const root = 'public/assets/projects/tutorials';
const pages: TutorialPage[] = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) => readdirSync(join(root, dir.name)).map((file) => JSON.parse(readFileSync(join(root, dir.name, file), 'utf8')) as TutorialPage))
  .sort((a, b) => a.path.localeCompare(b.path));

test.describe.configure({ timeout: 60_000 });

test('the tutorials home lists the five tutorials, one card each, in order', async ({ page }) => {
  await page.goto('/tutorials');
  await expect(page).toHaveTitle('Tutorials • Angular');
  const cards = page.locator('main .tut-card h2 a');
  await expect(cards).toHaveText(['Learn Angular', 'Your first Angular app', 'Learn Angular signals', 'Learn Angular signal forms', 'Deferrable views']);
  for (const [name, href] of [
    ['Learn Angular', '/tutorials/learn-angular'],
    ['Your first Angular app', '/tutorials/first-app'],
    ['Learn Angular signals', '/tutorials/signals'],
    ['Learn Angular signal forms', '/tutorials/signal-forms'],
    ['Deferrable views', '/tutorials/deferrable-views'],
  ]) {
    await expect(page.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
  }
  await expect(page.locator('footer')).toBeVisible();
});

test('tutorial data: step counts, chained starts (step N+1 starts from the answer of step N) and next-tutorial links', () => {
  const byTutorial = (name: string) => pages.filter((p) => p.tutorial.name === name).sort((a, b) => a.data.step - b.data.step);
  const counts = { 'learn-angular': 25, signals: 12, 'signal-forms': 7, 'first-app': 15 };
  for (const [name, count] of Object.entries(counts)) expect(byTutorial(name), name).toHaveLength(count);
  const next = { 'learn-angular': 'first-app', 'first-app': 'learn-angular', signals: 'first-app', 'signal-forms': 'signals' };
  for (const [name, target] of Object.entries(next)) expect(byTutorial(name)[0]!.tutorial.next?.name, name).toBe(target);
  for (const name of Object.keys(counts)) {
    const steps = byTutorial(name).filter((p) => !(p.data.type === 'local' && p.data.step === 0));
    for (const [index, step] of steps.entries()) {
      const following = steps[index + 1];
      if (!following) continue;
      const finished = { ...step.files, ...step.answerFiles };
      // Every file of the previous answer is in the next start; most are unchanged.
      for (const path of Object.keys(finished)) expect(Object.keys(following.files), `${following.path}: ${path}`).toContain(path);
      const same = Object.keys(finished).filter((path) => finished[path] === following.files[path]).length;
      expect(same, following.path).toBeGreaterThanOrEqual(Object.keys(finished).length - 3);
    }
  }
  // The first-app intro is a local page offering the finished app.
  const firstApp = byTutorial('first-app');
  expect(firstApp[0]!.data.type).toBe('local');
  const last = firstApp.at(-1)!;
  expect(firstApp[0]!.files).toEqual({ ...last.files, ...last.answerFiles });
  expect(firstApp[1]!.files['src/app/app.ts']).toContain('Hello');
});

test('the last step links to the next tutorial', async ({ page }) => {
  await page.goto('/tutorials/learn-angular/24-create-a-pipe');
  await waitForHydration(page);
  await expect(page.locator('.tut-next-tutorial').getByRole('link', { name: 'Your first Angular app' })).toHaveAttribute('href', '/tutorials/first-app');
});

test('the docs tree has a "Start coding!" entry that opens the Learn Angular tutorial', async ({ page }) => {
  await page.goto('/installation');
  await waitForHydration(page);
  const entry = page.locator('a', { hasText: 'Start coding!' }).first();
  await expect(entry).toHaveAttribute('href', '/tutorials/learn-angular');
});

test('tutorial data: intro, three editor steps and a local step of deferrable-views with links both ways', () => {
  const deferrable = pages.filter((p) => p.tutorial.name === 'deferrable-views').sort((a, b) => a.data.step - b.data.step);
  expect(deferrable.map((p) => p.data.step)).toEqual([0, 1, 2, 3, 4]);
  expect(deferrable.map((p) => p.data.type)).toEqual(['editor', 'editor', 'editor', 'editor', 'local']);
  expect(deferrable[0]!.data).toMatchObject({ type: 'editor', restrictedMode: false, nextStep: deferrable[1]!.path });
  expect(deferrable[0]!.data.previousStep).toBeUndefined();
  expect(deferrable[3]!.data).toMatchObject({ restrictedMode: true, previousStep: deferrable[2]!.path, nextStep: deferrable[4]!.path });
  expect(deferrable[4]!.data).toMatchObject({ restrictedMode: true, previousStep: deferrable[3]!.path });
  expect(deferrable[4]!.data.nextStep).toBeUndefined();
  for (const step of deferrable.slice(1, 4)) expect(Object.keys(step.answerFiles).length).toBeGreaterThan(0);
  // The local step's project is the finished app (the answer of the last editor step).
  const last = deferrable[3]!;
  expect(deferrable[4]!.files).toEqual({ ...last.files, ...last.answerFiles });
});

for (const tutorialPage of pages) {
  test(`${tutorialPage.path}: starting code and answer render without console errors`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`/${tutorialPage.path}`);
    await waitForHydration(page);
    await expect(page.locator('main h1').first()).toBeVisible();
    if (tutorialPage.data.type !== 'editor') return;
    await expectRendered(page);
    await expect(preview(page).locator('app-root')).not.toBeEmpty();
    await expect(consoleErrors(page)).toHaveCount(0);
    if (Object.keys(tutorialPage.answerFiles).length) {
      await page.getByRole('button', { name: 'Reveal answer' }).click();
      await expect(page.getByRole('button', { name: 'Hide answer' })).toBeVisible();
      await expectRendered(page);
      await expect(consoleErrors(page)).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
}

test('moving to the next step swaps the files without restarting the editor or the preview; the footer is hidden', async ({ page }) => {
  await page.goto('/tutorials/deferrable-views/1-what-are-deferrable-views');
  await waitForHydration(page);
  await expectRendered(page);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '← Previous' })).toHaveAttribute('href', '/tutorials/deferrable-views');
  await page.evaluate(() => {
    const w = window as unknown as { __frame?: Element | null; __editor?: Element | null };
    w.__frame = document.querySelector('iframe.pg-preview-frame');
    w.__editor = document.querySelector('.pg-editor');
  });
  await page.getByRole('link', { name: 'Next →' }).click();
  await expect(page).toHaveURL(/2-loading-error-placeholder$/);
  await expect(page.locator('main h1').first()).toContainText('@loading, @error and @placeholder blocks');
  await expectRendered(page);
  expect(
    await page.evaluate(() => {
      const w = window as unknown as { __frame?: Element | null; __editor?: Element | null };
      return w.__frame === document.querySelector('iframe.pg-preview-frame') && w.__editor === document.querySelector('.pg-editor');
    }),
  ).toBe(true);
  await expect(page.locator('.pg-editor .cm-content')).toContainText('@defer');
  await page.getByRole('link', { name: 'Next →' }).click();
  await expect(page).toHaveURL(/3-defer-triggers$/);
  // Last step (a local one): next is disabled.
  await page.getByRole('link', { name: 'Next →' }).click();
  await expect(page).toHaveURL(/4-run-it-locally$/);
  await expect(page.getByRole('link', { name: 'Next →' })).toHaveAttribute('aria-disabled', 'true');
});

test('a local step shows its text and a download of the project, with no editor or preview; back to an editor step renders again', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  await acceptCookies(page);
  await page.goto('/tutorials/deferrable-views/4-run-it-locally');
  await waitForHydration(page);
  await expect(page.locator('main h1').first()).toHaveText('Run it on your machine');
  await expect(page.locator('.tut-content')).toContainText('ng serve');
  await expect(page.locator('.pg-editor')).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reveal answer' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the project' }).click()]);
  expect(download.suggestedFilename()).toBe('tutorials-deferrable-views-4-run-it-locally.zip');
  const zip = readFileSync(await download.path()).toString('latin1');
  expect(zip.startsWith('PK')).toBe(true);
  for (const file of ['src/main.ts', 'src/index.html', 'src/app/app.html', 'src/app/route-map.ts', 'src/app/trail-photos.ts']) expect(zip).toContain(file);
  await page.waitForLoadState('networkidle');
  expect(urls.filter((url) => /workspace|compile\.worker|\/assets\/playground\//.test(url))).toEqual([]);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('link', { name: '← Previous' }).click();
  await expect(page).toHaveURL(/3-defer-triggers$/);
  await expectRendered(page);
  await expect(preview(page).locator('h1')).toHaveText('Trail journal');
});

test('Reveal answer shows the answer and Hide answer brings back your code', async ({ page }) => {
  await page.goto('/tutorials/deferrable-views/1-what-are-deferrable-views');
  await waitForHydration(page);
  await expectRendered(page);
  const editor = page.locator('.pg-editor .cm-content');
  await expect(editor).not.toContainText('@defer');
  await page.getByRole('button', { name: 'Reveal answer' }).click();
  await expect(editor).toContainText('@defer');
  await page.getByRole('button', { name: 'Hide answer' }).click();
  await expect(editor).not.toContainText('@defer');
});

test('the intro disables Previous and tutorial pages have no axe violations', async ({ page }) => {
  await page.goto('/tutorials/deferrable-views');
  await waitForHydration(page);
  await expectRendered(page);
  await expect(page.getByRole('link', { name: '← Previous' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Reveal answer' })).toBeDisabled();
  const results = await new AxeBuilder({ page }).exclude('iframe.pg-preview-frame').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.goto('/tutorials');
  const home = await new AxeBuilder({ page }).analyze();
  expect(home.violations.map((v) => v.id)).toEqual([]);
});

test('an editor whose code overflows is reachable by keyboard (axe scrollable-region-focusable)', async ({ page }) => {
  await page.goto('/tutorials/first-app/02-home');
  await waitForHydration(page);
  await expectRendered(page);
  const long = Array.from({ length: 80 }, (_, i) => `// line ${i} ${'of a comment long enough to scroll sideways as well '.repeat(i === 3 ? 6 : 1)}`).join(
    '\n',
  );
  await replaceFile(page, 'app/app.ts', `${long}\n`);
  const scroller = page.locator('.pg-editor .cm-scroller');
  expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(page.locator('.pg-editor .cm-content')).toHaveAttribute('tabindex', '0');
  const results = await new AxeBuilder({ page }).include('.pg-editor').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
