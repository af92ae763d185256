/**
 * Issue 20 in the browser: blocked storage does not blank the site; no other site can frame our pages
 * or use the playground's preview document to run code on our origin; URLs and caps from stored data
 * hold; a route chunk that fails on navigation shows the update notice instead of reloading.
 * Issue 26: no redirect leaves the site, no redirect loop, the policy's content types and headers on
 * every response; issue 31: /404 answers with status 404. (Runs against `npm start` and nginx.)
 */
import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
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

/** Sends a request line and headers as they are (paths fetch() would normalise) and returns the head of the answer. */
function rawRequest(baseURL: string, head: string): Promise<{ status: number; headers: Record<string, string> }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head));
    let data = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
      if (data.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [statusLine = '', ...lines] = data.split('\r\n\r\n', 1)[0]!.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers });
    });
  });
}

const get = (baseURL: string, path: string, extra = '') =>
  rawRequest(baseURL, `GET ${path} HTTP/1.1\r\nHost: ${new URL(baseURL).host}\r\n${extra}Connection: close\r\n\r\n`);

const EVERY_RESPONSE = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'strict-origin-when-cross-origin' };

test.describe('issue 26: the edges a probe of the hosting found', () => {
  test('no trailing-slash redirect sends the browser to another host', async ({ baseURL }) => {
    const forms = [
      '/%5cevil.example/',
      '/%5Cevil.example/',
      '/\\evil.example/',
      '/%5C/evil.example/',
      '/\\/evil.example/',
      '/%5c%5cevil.example/',
      '//evil.example/',
      '///evil.example//',
      '/%2F%2Fevil.example/',
      '/%2f/evil.example/',
      '/%09/evil.example/',
      '/%09%5cevil.example/',
      '/%0A/evil.example/',
      '/%20/evil.example/',
      '/./%5cevil.example/',
    ];
    for (const path of forms) {
      const reply = await get(baseURL!, path);
      expect(reply.status, path).toBeGreaterThanOrEqual(300);
      expect(reply.status, path).toBeLessThan(500);
      if (reply.headers.location) {
        // Resolved as the browser resolves a Location header.
        expect(new URL(reply.headers.location, baseURL).host, `${path} → ${reply.headers.location}`).toBe(new URL(baseURL!).host);
      }
    }
    // The rule still does its work.
    expect((await get(baseURL!, '/overview/')).headers.location).toMatch(/^\/overview$/);
  });

  test('asset folders end on /404, not in a redirect loop', async ({ baseURL }) => {
    for (const start of ['/assets/search', '/assets/search/', '/assets/playground', '/assets/content', '/assets/content/', '/assets/api', '/embed']) {
      let path = start;
      const hops: string[] = [];
      let reply = await get(baseURL!, path);
      while (reply.status >= 300 && reply.status < 400 && hops.length < 5) {
        hops.push(`${reply.status} ${reply.headers.location}`);
        path = new URL(reply.headers.location!, `${baseURL}${path}`).pathname;
        reply = await get(baseURL!, path);
      }
      expect(path, `${start}: ${hops.join(' → ')}`).toBe('/404');
      expect(reply.status, start).toBe(404);
    }
  });

  test('Markdown pages and the sitemap get the policy’s content types', async ({ request }) => {
    const html = await (await request.get('/overview')).text();
    const markdown = /href="(\/[^"]+\.md)"/.exec(html)?.[1];
    expect(markdown, 'the page links its Markdown copy').toBeTruthy();
    const md = await request.get(markdown!);
    expect(md.status()).toBe(200);
    expect(md.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(md.headers()).toMatchObject(EVERY_RESPONSE);
    expect((await request.get('/sitemap.xml')).headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect((await request.get('/robots.txt')).headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect((await request.get('/favicon.svg')).headers()['content-type']).toBe('image/svg+xml');
  });

  test('client navigations fetch content fragments without a redirect', async ({ page, request }) => {
    const fragments: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/content/')) fragments.push({ url: response.url(), status: response.status() });
    });
    await page.goto('/overview');
    await waitForHydration(page);
    for (const href of ['/essentials', '/essentials/signals', '/installation']) {
      await page.evaluate((target) => {
        const a = document.createElement('a');
        a.href = target;
        a.textContent = target;
        document.querySelector('#docs-content')!.append(a);
        a.click();
      }, href);
      await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 20_000 });
      await expect(page.locator('#docs-content h1')).toBeVisible();
    }
    expect(fragments.length).toBeGreaterThan(0);
    expect(fragments.filter((f) => f.status !== 200)).toEqual([]);
    const direct = await request.get(new URL(fragments[0]!.url).pathname, { maxRedirects: 0 });
    expect(direct.status()).toBe(200);
    expect(direct.headers()['content-type']).toBe('text/html; charset=utf-8');
    // Opened as a document, a fragment runs nothing: its own sandboxed CSP.
    expect(direct.headers()['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(direct.headers()).toMatchObject(EVERY_RESPONSE);
  });

  test('redirects, errors and odd requests carry the every-response headers', async ({ baseURL }) => {
    const replies = {
      'trailing slash 301': await get(baseURL!, '/overview/'),
      'content redirect 301': await get(baseURL!, '/docs'),
      'unknown path 302': await get(baseURL!, '/no-such-page'),
      '414': await get(baseURL!, `/${'a'.repeat(10_000)}`),
      'bad request line': await rawRequest(baseURL!, 'GARBAGE\r\n\r\n'),
      'unknown HTTP version': await rawRequest(baseURL!, `GET / HTTP/9.9\r\nHost: ${new URL(baseURL!).host}\r\n\r\n`),
      '405': await rawRequest(baseURL!, `POST /overview HTTP/1.1\r\nHost: ${new URL(baseURL!).host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`),
    };
    for (const [name, reply] of Object.entries(replies)) {
      expect(reply.status, name).toBeGreaterThanOrEqual(300);
      expect(reply.headers, name).toMatchObject(EVERY_RESPONSE);
    }
    expect(replies['414'].status).toBe(414);
    expect(replies['405'].status).toBe(405);
    expect(replies['405'].headers.allow).toBe('GET, HEAD');
  });

  test('HEAD matches GET (Content-Encoding), If-None-Match: * revalidates, absolute-form targets are answered', async ({ baseURL }) => {
    const host = new URL(baseURL!).host;
    for (const path of ['/assets/nav/docs.json', '/overview']) {
      const ask = (method: string) => rawRequest(baseURL!, `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n`);
      const [getReply, headReply] = [await ask('GET'), await ask('HEAD')];
      expect(getReply.headers['content-encoding'], path).toBe('gzip');
      expect(headReply.headers['content-encoding'], path).toBe(getReply.headers['content-encoding']);
      expect(headReply.headers['content-type'], path).toBe(getReply.headers['content-type']);
    }
    expect((await get(baseURL!, '/overview', 'If-None-Match: *\r\n')).status).toBe(304);
    const absolute = await rawRequest(baseURL!, `GET ${baseURL}/overview HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(absolute.status).toBe(200);
    expect(absolute.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

test.describe('issue 31: the not-found page', () => {
  test('/404 answers with status 404; unknown paths still redirect to it and it renders', async ({ page, request }) => {
    const direct = await request.get('/404', { maxRedirects: 0 });
    expect(direct.status()).toBe(404);
    expect(direct.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(direct.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(await direct.text()).toContain('Page not found');
    expect((await request.head('/404', { maxRedirects: 0 })).status()).toBe(404);
    const unknown = await request.get('/no/such/page', { maxRedirects: 0 });
    expect(unknown.status()).toBe(302);
    expect(unknown.headers().location).toMatch(/\/404$/);

    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/404$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
