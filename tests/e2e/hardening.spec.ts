/**
 * Issue 20 in the browser: blocked storage does not blank the site; no other site can frame our pages
 * or use the playground's preview document to run code on our origin; URLs and caps from stored data
 * hold; a route chunk that fails on navigation shows the update notice instead of reloading.
 */
import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectErrors, waitForHydration } from './helpers.ts';

/** A browser profile whose storage is blocked: reaching localStorage/sessionStorage throws SecurityError. */
async function blockStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, 'SecurityError');
        },
      });
    }
  });
}

test.describe('blocked storage', () => {
  test('pages render, hydrate and navigate; nothing turns into the error page', async ({ page }) => {
    await blockStorage(page);
    const errors = collectErrors(page);
    await page.goto('/overview');
    await waitForHydration(page);
    await expect(page.locator('#docs-content h1')).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    // Client navigation, back (scroll restoration reads sessionStorage), theme (localStorage), search (history).
    await page.locator('#docs-content a[href^="/"]:not([href^="/overview"]):not([type="text/markdown"])').first().click();
    await expect(page).not.toHaveURL(/\/overview$/);
    await expect(page.locator('#docs-content h1')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/overview$/);
    await page.getByRole('button', { name: /^Theme/ }).click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Search docs' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    expect(errors.filter((e) => /SecurityError|Access is denied/.test(e))).toEqual([]);
  });

  test('the playground works without persistence', async ({ page }) => {
    await blockStorage(page);
    await page.goto('/playground');
    await waitForHydration(page);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(page.locator('iframe.pg-preview-frame')).toBeAttached({ timeout: 30_000 });
  });
});

test.describe('stored data', () => {
  test('search history: 10 recent items on read, javascript:/protocol-relative URLs dropped', async ({ page }) => {
    await page.addInitScript(() => {
      const items = Array.from({ length: 25 }, (_, i) => ({
        id: `h${i}`,
        url: `/guide/page-${i}`,
        labelHtml: `Page ${i}`,
        subLabelHtml: null,
        isFavorite: false,
        createdAt: 1000 + i,
      }));
      items.push({ id: 'evil1', url: 'javascript:alert(document.domain)', labelHtml: 'Evil', subLabelHtml: null, isFavorite: false, createdAt: 9999 });
      items.push({ id: 'evil2', url: '//evil.example/x', labelHtml: 'Evil 2', subLabelHtml: null, isFavorite: true, createdAt: 9998 });
      localStorage.setItem('docs-search-history-v1', JSON.stringify(items));
    });
    await page.goto('/overview');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const recent = page.getByRole('listbox', { name: 'Recent' });
    await expect(recent.getByRole('option')).toHaveCount(10);
    await expect(recent.getByRole('option').first()).toHaveAttribute('data-url', '/guide/page-24');
    await expect(page.locator('[data-url^="javascript:"], [data-url^="//"]')).toHaveCount(0);
  });
});

test.describe('framing', () => {
  let other: Server;
  let otherPage = '';
  test.beforeAll(async () => {
    other = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(otherPage);
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  });
  test.afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));
  const otherUrl = () => `http://127.0.0.1:${(other.address() as AddressInfo).port}/evil`;

  test('another origin cannot frame our pages', async ({ page, baseURL }) => {
    otherPage = `<!doctype html><title>evil</title><iframe id="f" src="${baseURL}/overview"></iframe>`;
    await page.goto(otherUrl());
    await page.waitForTimeout(1500);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    // Refused by frame-ancestors / X-Frame-Options: the frame holds the browser's error page, not ours.
    const content = frame
      ? await frame
          .locator('#docs-content, .docs-skip-link')
          .count()
          .catch(() => 0)
      : 0;
    expect(content).toBe(0);
  });

  test('another origin cannot frame the preview document, nor run code through it', async ({ page, baseURL }) => {
    otherPage = `<!doctype html><title>evil</title>
<iframe id="f" src="${baseURL}/assets/playground/preview"></iframe>
<script>
  window.replies = [];
  addEventListener('message', (e) => window.replies.push(e.data));
  document.getElementById('f').addEventListener('load', () => {
    const code = 'parent.postMessage({pwned: document.domain}, "*")';
    const url = 'data:text/javascript,' + encodeURIComponent(code);
    document.getElementById('f').contentWindow.postMessage({ type: 'run', id: 1, entry: 'a', indexHtml: '<img src=x onerror="parent.postMessage({pwned: 1}, \\'*\\')">', styles: [], modules: [{ path: 'a', code, deps: [] }] }, '*');
  });
</script>`;
    await page.goto(otherUrl());
    await page.waitForTimeout(2500);
    const replies = await page.evaluate(() => (window as unknown as { replies: unknown[] }).replies);
    expect(replies).toEqual([]);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    const harness = frame ? await frame.evaluate(() => typeof document.body?.textContent).catch(() => 'blocked') : 'blocked';
    // Blocked by frame-ancestors: the frame holds an error page, never the harness.
    expect(['blocked', 'string']).toContain(harness);
    if (frame)
      expect(
        await frame
          .locator('script[src$="harness.js"]')
          .count()
          .catch(() => 0),
      ).toBe(0);
  });

  test('opened directly, the preview document has an opaque origin and refuses to run', async ({ page }) => {
    await page.goto('/assets/playground/preview');
    await expect(page.getByText('The preview runs only inside the site')).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => self.origin)).toBe('null');
    expect(
      await page.evaluate(() => {
        try {
          return String(localStorage.length);
        } catch (e) {
          return (e as Error).name;
        }
      }),
    ).toBe('SecurityError');
  });

  test('framed by our own page without a sandbox attribute, the preview still gets an opaque origin', async ({ page }) => {
    await page.goto('/overview');
    await waitForHydration(page);
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = '/assets/playground/preview';
      frame.id = 'unsandboxed';
      document.body.append(frame);
    });
    const child = () => page.frames().find((f) => f.url().includes('/assets/playground/preview'));
    await expect
      .poll(
        async () =>
          (await child()
            ?.evaluate(() => self.origin)
            .catch(() => 'pending')) ?? 'pending',
        { timeout: 15_000 },
      )
      .toBe('null');
    expect(
      await child()?.evaluate(() => {
        try {
          return String(localStorage.length);
        } catch (e) {
          return (e as Error).name;
        }
      }),
    ).toBe('SecurityError');
  });
});

test('a route chunk that fails to load on navigation shows the update notice, no silent reload', async ({ page }) => {
  await page.goto('/overview');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
  // A deploy removed the API list route's chunk.
  await page.route(/\/assets\/api-list-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/api';
    link.textContent = 'api';
    document.querySelector('#docs-content')?.append(link);
    link.click();
  });
  const notice = page.locator('docs-snack-bar');
  await expect(notice.locator('[part="message"]')).toHaveText('Our docs have been updated, reload the page to see the latest.');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
  await expect(page).toHaveURL(/\/overview$/);
});

test('the SPA fallback keeps the skip link target', async ({ request }) => {
  const html = await (await request.get('/__spa-fallback')).text();
  expect(html).toContain('href="#main-content"');
  expect(html).toContain('id="main-content"');
});

test('the CLI completion page has no broken image (the CLI does not ship it: its description shows)', async ({ page }) => {
  const broken: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 300) broken.push(response.url());
  });
  await page.goto('/cli/completion');
  await expect(page.locator('#docs-content .docs-cli-image-text')).toContainText('A demo of Angular CLI autocompletion');
  expect(await page.locator('#docs-content img[src*="completion.gif"]').count()).toBe(0);
  expect(broken).toEqual([]);
});
