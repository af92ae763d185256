/**
 * Smoke tests of the hosting: run against `npm start`'s server (playwright.config.ts) and against a
 * real nginx configured from the same policy (playwright.nginx.config.ts). Pages load and navigate,
 * redirects and the 404 behave, hostile requests get 4xx, internal files are hidden, and every
 * response type carries the policy's headers.
 */
import { expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './helpers.ts';

const SECURITY = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

test('a page loads, hydrates and navigates client-side with zero console errors', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/overview');
  await waitForHydration(page);
  await expect(page.locator('#docs-content h1')).toBeVisible();
  // A link to another page (not the header's 'View as Markdown', which the browser opens as a file).
  await page.locator('#docs-content a[href^="/"]:not([type="text/markdown"])').first().click();
  await expect(page.locator('#docs-content h1')).toBeVisible();
  expect(errors).toEqual([]);
});

test('redirects, trailing slashes and unknown paths', async ({ request }) => {
  const docs = await request.get('/docs', { maxRedirects: 0 });
  expect(docs.status()).toBe(301);
  expect(docs.headers().location).toMatch(/\/overview$/);
  const slash = await request.get('/overview/', { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers().location).toMatch(/\/overview$/);
  const unknown = await request.get('/no-such-page', { maxRedirects: 0 });
  expect(unknown.status()).toBe(302);
  expect(unknown.headers().location).toMatch(/\/404$/);
  // The not-found page answers with status 404 (search engines must not index it; issue 31).
  expect((await request.get('/404')).status()).toBe(404);
});

test('hostile requests get 4xx and the server stays up', async ({ request, baseURL }) => {
  for (const path of ['/%zz', '/%', '/%E0%A4%A', '/guide/%', '/api%', '/assets/playground/%zz.js']) {
    const response = await fetch(`${baseURL}${path}`, { redirect: 'manual', headers: { 'Accept-Encoding': 'br' } });
    // nginx decodes what it can and answers the rest as unknown paths; Node answers 400.
    expect([400, 302], path).toContain(response.status);
  }
  for (const method of ['POST', 'PUT', 'DELETE', 'PROPFIND', 'TRACE']) {
    const response = await fetch(`${baseURL}/overview`, { method, redirect: 'manual' }).catch(() => undefined);
    if (response) expect([405, 400], method).toContain(response.status);
  }
  for (const path of ['/serve.json', '/_headers', '/_redirects', '/nginx.conf', '//serve.json', '/../serve.json', '/%2e%2e/%2e%2e/etc/passwd']) {
    const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
    expect([302, 400, 404], path).toContain(response.status);
  }
  expect((await request.get('/overview')).status()).toBe(200);
});

test('every response type carries the policy headers', async ({ request }) => {
  const page = await request.get('/overview');
  expect(page.headers()).toMatchObject(SECURITY);
  expect(page.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(page.headers()['content-security-policy']).toContain("object-src 'none'");
  expect(page.headers()['permissions-policy']).toContain('camera=()');
  expect(page.headers()['cache-control']).toBe('no-cache');

  // No `.data` files in the build (postbuild removes them: the client never reads them); the type the
  // server gives such files stays covered by tests/unit/hosting/server.test.ts.
  const data = await request.get('/overview.data', { maxRedirects: 0 });
  expect(data.status()).not.toBe(200);
  expect(data.headers()).toMatchObject(SECURITY);

  const preview = await request.get('/assets/playground/preview');
  expect(preview.headers()['content-security-policy']).toMatch(/^sandbox allow-scripts allow-forms; .*form-action 'none'.*frame-ancestors 'self'$/);
  expect(preview.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(preview.headers()).toMatchObject(SECURITY);

  const json = await request.get('/assets/nav/docs.json');
  expect(json.headers()['content-type']).toMatch(/^application\/json/);
  expect(json.headers()['cache-control']).toBe('no-cache');
  expect(json.headers()).toMatchObject(SECURITY);

  const module = await request.get('/assets/playground/harness.js', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(module.headers()['content-type']).toMatch(/javascript/);
  expect(module.headers()['access-control-allow-origin']).toBe('*');

  const embed = await request.get('/embed/docs-elements.js');
  expect(embed.headers()['access-control-allow-origin']).toBe('*');
  expect(embed.headers()['cache-control']).toBe('public, max-age=3600');
  expect(embed.headers()).toMatchObject(SECURITY);
});

test('hashed build files are immutable', async ({ page, request }) => {
  await page.goto('/overview');
  const script = await page.locator('script[type="module"]').first().innerHTML();
  const file = /\/assets\/[\w.-]+\.js/.exec(script)?.[0];
  expect(file).toBeTruthy();
  const response = await request.get(file!);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-type']).toMatch(/javascript/);
});
