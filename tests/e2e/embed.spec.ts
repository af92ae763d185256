import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderMarkdown } from '../../content/pipeline/markdown/render.ts';

/**
 * A third-party blog (its own origin, no React, its own aggressive CSS, dark background) embeds the
 * code example element with one module script and one stylesheet from our site.
 */
/** The blog is served by its own little server: another origin (port) than the docs site. */
let blog: Server;
let blogPage = '';
test.beforeAll(async () => {
  blog = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(blogPage);
  });
  await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => blog.close(() => resolve())));
const blogUrl = () => `http://127.0.0.1:${(blog.address() as AddressInfo).port}/posts/rentals`;

const PRERENDERED = renderMarkdown(
  [
    '<docs-code-multifile>',
    '<docs-code header="rental.ts" language="ts">',
    "import { signal } from '@angular/core';",
    'export const hours = signal(2);',
    '</docs-code>',
    '<docs-code header="rental.html" language="html">',
    '<p>{{ hours() }} hours</p>',
    '</docs-code>',
    '</docs-code-multifile>',
    '',
    '```ts {header: "basket.ts", visibleLines: [[1, 2]]}',
    'const a = 1;',
    'const b = 2;',
    'const c = 3;',
    'const d = 4;',
    '```',
  ].join('\n'),
  { file: 'tests/e2e/embed.spec.ts' },
).html;

async function openBlog(page: Page, baseURL: string, withEmbed = true): Promise<void> {
  const embed = `<link rel="stylesheet" href="${baseURL}/embed/docs-elements.css"><script type="module" src="${baseURL}/embed/docs-elements.js"></script>`;
  const html = readFileSync('tests/e2e/fixtures/blog.html', 'utf8')
    .replace('<!--EMBED-->', withEmbed ? embed : '')
    .replace('<!--PRERENDERED-->', PRERENDERED);
  blogPage = html;
  await page.goto(blogUrl());
  if (withEmbed) await page.waitForFunction(() => !!customElements.get('docs-code-example'));
}

test('the embed bundle enhances pre-rendered and raw examples on a third-party page', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(blogUrl()).origin });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await openBlog(page, baseURL!);

  const [multi, collapsed, raw] = [0, 1, 2].map((i) => page.locator('docs-code-example').nth(i));

  // Tabs, with the keyboard.
  const tabs = multi.getByRole('tab');
  await expect(tabs).toHaveText(['TS', 'HTML']);
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(1)).toBeFocused();

  // Copy: the visible file's code only.
  await multi.getByRole('button', { name: 'Copy code' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('<p>{{ hours() }} hours</p>');
  await expect(multi.getByRole('status')).toContainText('Copied');

  // Expand / collapse of visible lines.
  const lines = collapsed.locator('.line:not(.docs-code-gap)');
  await expect(lines.filter({ visible: true })).toHaveCount(2);
  await collapsed.getByRole('button', { name: /expand/i }).click();
  await expect(lines.filter({ visible: true })).toHaveCount(4);
  await collapsed.getByRole('button', { name: /collapse/i }).click();
  await expect(lines.filter({ visible: true })).toHaveCount(2);

  // Raw example: highlighted on the client.
  await expect(raw.locator('.token.keyword').first()).toHaveText('const');
  await raw.getByRole('button', { name: 'Copy code' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const hourly = 4;\nconst total = (hours: number) => hours * hourly;');

  // The blog's CSS does not break the element: our code styles win over its global pre/code rules.
  const pre = multi.locator('pre').first();
  expect(await pre.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgb(255, 105, 180)');
  expect(await pre.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i);
  expect(await pre.evaluate((el) => getComputedStyle(el).paddingLeft)).not.toBe('40px');
  // Its global `code { color: yellow }` and `span { font-weight: 900 }` do not reach the code.
  const line = raw.locator('.line').first();
  const [lineColor, preColor, weight] = await line.evaluate((el) => [
    getComputedStyle(el).color,
    getComputedStyle(el.closest('pre')!).color,
    getComputedStyle(el).fontWeight,
  ]);
  expect(lineColor).toBe(preColor);
  expect(lineColor).not.toBe('rgb(255, 255, 0)');
  expect(weight).not.toBe('900');
  expect(errors).toEqual([]);
});

test("the element's styles do not change the blog's own elements", async ({ browser, baseURL }) => {
  const measure = async (withEmbed: boolean) => {
    const page = await browser.newPage();
    await openBlog(page, baseURL!, withEmbed);
    const styles = await page.evaluate(() =>
      ['body', 'h1', 'p.intro', 'p.outro'].map((selector) => {
        const s = getComputedStyle(document.querySelector(selector)!);
        return [selector, s.color, s.backgroundColor, s.fontFamily, s.fontSize, s.lineHeight, s.letterSpacing, s.margin, s.boxSizing].join('|');
      }),
    );
    await page.close();
    return styles;
  };
  expect(await measure(true)).toEqual(await measure(false));
});
