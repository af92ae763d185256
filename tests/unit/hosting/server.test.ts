/**
 * scripts/serve.ts (`npm start`) as a real listening server on 127.0.0.1, in its own process, over a
 * small fixture site: hostile requests get 4xx and never stop the server; only GET/HEAD; internal
 * files hidden; the policy's headers; and a fuzz (malformed escapes, traversal, methods, garbage
 * request lines, 2,000 concurrent compressed requests) after which the server still answers and its
 * memory stayed bounded (figures printed).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_FILES } from '../../../hosting/policy.ts';
import { decodePath, localLocation, MAX_URL_LENGTH, startServer, trimTrailingSlashes } from '../../../hosting/server.ts';

let site: string;
let server: ChildProcess;
let port = 0;
let output = '';

function writeSite(dir: string): void {
  const put = (path: string, body: string | Buffer) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  };
  const page = (title: string) =>
    `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><title>${title}</title></head><body><main id="main">${title}</main></body></html>`;
  put('index.html', page('Home'));
  put('404/index.html', page('Not found'));
  put('404.html', page('Not found'));
  put('overview/index.html', page('Overview'));
  put('overview.data', '[{"_1":2}]');
  put('assets/content/guide/overview.md.html', '<h1>Overview</h1>');
  // Larger than the loopback socket buffers: a client that does not read cannot take it all in.
  put('assets/search/large.json', Buffer.alloc(32 * 1024 * 1024, 0x20));
  put('serve.json', JSON.stringify({ redirects: [{ source: '/docs', destination: '/overview', type: 301 }] }));
  put('_headers', '/*\n  X-Test: 1\n');
  put('_redirects', '/docs /overview 301\n');
  put('nginx.conf', 'server {}\n');
  put('assets/root-abc12345.css', 'body{}');
  // ~1.4 MB of search data, like the real content.json.
  const entries = Array.from({ length: 9000 }, (_, i) => ({
    id: i,
    title: `Page ${i}`,
    text: `Some words about signals, components and templates number ${i} `.repeat(2),
  }));
  put('assets/search/content.json', JSON.stringify(entries));
  const module = `export const core = ${JSON.stringify('x'.repeat(50_000))};\n`;
  put('assets/playground/vendor/core.mjs', module);
  put('assets/playground/vendor/core.mjs.br', brotliCompressSync(module));
  put('assets/playground/vendor/core.mjs.gz', gzipSync(module));
  put('assets/playground/preview.html', '<!doctype html><html><head><script type="importmap">{"imports":{}}</script></head><body></body></html>');
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
}

const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

function get(path: string, options: { method?: string; headers?: Record<string, string>; port?: number } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: options.port ?? port, path, method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends raw bytes and returns the status line of the answer (or '' when the server closed). */
async function raw(text: string): Promise<string> {
  return (await rawHead(text)).split('\r\n', 1)[0] ?? '';
}

/** Sends raw bytes and returns the head of the answer: status line and headers ('' when the server closed). */
function rawHead(text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.setTimeout(3000, () => socket.destroy());
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      if (data.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('close', () => resolve(data.split('\r\n\r\n', 1)[0] ?? ''));
    socket.on('error', () => resolve(''));
  });
}

/** Resident memory of the server process now and at its peak, in MB (Linux /proc). */
function memory(): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const alive = async () => {
  expect(server.exitCode).toBe(null);
  expect((await get('/')).status).toBe(200);
};

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'serve-test-'));
  writeSite(site);
  server = spawn(process.execPath, ['scripts/serve.ts', '--port', '0', '--dir', site], { stdio: ['ignore', 'pipe', 'pipe'] });
  server.stderr?.on('data', (chunk) => (output += String(chunk)));
  port = await new Promise<number>((resolve, reject) => {
    server.stdout?.on('data', (chunk) => {
      output += String(chunk);
      const match = /127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    server.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}, 20_000);

afterAll(() => {
  server?.kill();
  agent.destroy();
  rmSync(site, { recursive: true, force: true });
});

describe('decodePath', () => {
  it('decodes once and rejects malformed escapes and NUL bytes', () => {
    expect(decodePath('/guide/a%20b?x=%zz')).toBe('/guide/a b');
    for (const bad of ['/%zz', '/%', '/%E0%A4%A', '/guide/%', '/api%', '/%00', 'guide', '*']) expect(() => decodePath(bad), bad).toThrow();
  });
});

describe('trimTrailingSlashes and localLocation', () => {
  it('trims trailing slashes like the old regex, in linear time', () => {
    for (const [input, output] of [
      ['/', '/'],
      ['//', '/'],
      ['/guide/', '/guide'],
      ['/guide///', '/guide'],
      ['/a//b', '/a//b'],
    ])
      expect(trimTrailingSlashes(input), input).toBe(output);
    // 15,000 slashes then a letter: nothing to trim (the regex scanned every run of slashes again).
    const long = `/${'/'.repeat(15_000)}a`;
    expect(trimTrailingSlashes(long)).toBe(long);
  });

  it('never gives a Location a browser reads as another host (issue 26)', () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\t\\evil.example',
      '/ //evil.example',
      '/\n/evil.example',
    ]) {
      const location = localLocation(path);
      expect(location, JSON.stringify(path)).toMatch(/^\/[^/\\]/);
      expect(location, JSON.stringify(path)).not.toMatch(/[\s\\]/);
      expect(new URL(location, 'http://docs.test/').host, JSON.stringify(path)).toBe('docs.test');
    }
    expect(localLocation('/guide/a b')).toBe('/guide/a%20b');
  });
});

describe('npm start server (scripts/serve.ts)', () => {
  it('answers the issue-20 crash requests with 400 and keeps running', async () => {
    for (const path of ['/%zz', '/%', '/%E0%A4%A', '/guide/%', '/api%', '/assets/playground/%zz.js']) {
      const reply = await get(path, { headers: { 'Accept-Encoding': 'br' } });
      expect(reply.status, path).toBe(400);
      expect(reply.headers['x-content-type-options'], path).toBe('nosniff');
      expect(reply.headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
    await alive();
  });

  it('answers only GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'LOCK']) {
      const reply = await get('/', { method });
      expect(reply.status, method).toBe(405);
      expect(reply.headers.allow).toBe('GET, HEAD');
    }
    expect((await get('/', { method: 'HEAD' })).status).toBe(200);
    await alive();
  });

  it('never serves the build’s host files', async () => {
    for (const path of INTERNAL_FILES) {
      const reply = await get(path);
      expect(reply.status, path).toBe(302);
      expect(reply.headers.location).toBe('/404');
    }
  });

  it('keeps redirects, clean URLs and unknown paths to /404', async () => {
    expect((await get('/docs')).headers.location).toBe('/overview');
    expect((await get('/overview')).status).toBe(200);
    expect((await get('/overview/')).status).toBe(301);
    expect((await get('/nope')).headers.location).toBe('/404');
  });

  it('drops trailing slashes to a Location on this site, whatever the slashes before (issue 26)', async () => {
    for (const path of ['/overview/', '//overview/', '///overview//', '/%2Foverview/', '/%2F/overview/']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(301);
      expect(reply.headers.location, path).toBe('/overview');
      expect(reply.headers['x-content-type-options'], path).toBe('nosniff');
    }
    for (const path of ['/%5coverview/', '/\\overview/', '/%5C/overview/', '/%09/overview/', '/%5cevil.example/', '//evil.example/']) {
      const reply = await get(path);
      const location = String(reply.headers.location);
      expect(new URL(location, 'http://docs.test/').host, `${path} → ${location}`).toBe('docs.test');
    }
  });

  it('answers request targets longer than MAX_URL_LENGTH with 414, and long slash runs without a redirect (issue 26)', async () => {
    const long = await get(`/${'/'.repeat(15_000)}a`);
    expect(long.status).toBe(414);
    expect(long.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await get(`/${'a'.repeat(MAX_URL_LENGTH)}`)).status).toBe(414);
    const justUnder = await get(`/${'/'.repeat(MAX_URL_LENGTH - 3)}a`);
    expect(justUnder.status).toBe(302);
    expect(justUnder.headers.location).toBe('/404');
    await alive();
  });

  it('serves content fragments (x.md.html) directly, with no redirect to x.md (issue 26)', async () => {
    const fragment = await get('/assets/content/guide/overview.md.html');
    expect(fragment.status).toBe(200);
    expect(fragment.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(fragment.headers['cache-control']).toBe('no-cache');
  });

  it('answers /404 with status 404 and the page, never 304 (issue 31)', async () => {
    const page = await get('/404');
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.bytes).toBeGreaterThan(0);
    const etag = String(page.headers.etag ?? '"x"');
    expect((await get('/404', { headers: { 'If-None-Match': etag } })).status).toBe(404);
    expect((await get('/404', { method: 'HEAD' })).status).toBe(404);
    expect((await get('/nope')).headers.location).toBe('/404');
  });

  it('puts the every-response headers on parse errors; If-None-Match: * and absolute-form targets (issue 26)', async () => {
    for (const line of ['GARBAGE\r\n\r\n', 'GET / HTTP/9.9\r\n\r\n', `GET /x HTTP/1.1\r\nHost: x\r\n${'X-A: b\r\n'.repeat(4000)}\r\n`]) {
      const head = await rawHead(line);
      expect(head, line.slice(0, 20)).toMatch(/^HTTP\/1\.1 4\d\d/);
      expect(head, line.slice(0, 20)).toContain('X-Content-Type-Options: nosniff');
      expect(head, line.slice(0, 20)).toContain('X-Frame-Options: SAMEORIGIN');
    }
    const star = await get('/overview', { headers: { 'If-None-Match': '*' } });
    expect(star.status).toBe(304);
    expect(star.headers['x-content-type-options']).toBe('nosniff');
    expect(await raw('GET http://127.0.0.1/overview HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).toBe('HTTP/1.1 200 OK');
  });

  it('answers HEAD with the Content-Encoding of its GET (issue 26)', async () => {
    for (const [path, encoding] of [
      ['/assets/search/content.json', 'gzip'],
      ['/assets/playground/vendor/core.mjs', 'br'],
    ]) {
      const headers = { 'Accept-Encoding': 'gzip, br' };
      const [getReply, headReply] = [await get(path!, { headers }), await get(path!, { method: 'HEAD', headers })];
      expect(getReply.headers['content-encoding'], path).toBe(encoding);
      expect(headReply.headers['content-encoding'], path).toBe(encoding);
      expect(headReply.headers['content-type'], path).toBe(getReply.headers['content-type']);
      expect(headReply.bytes, path).toBe(0);
    }
  });

  it('closes connections that stop reading, so ten stalled clients cannot hold every slot (cap lowered to 8; issue 26)', async () => {
    const lowered = await startServer({ dir: site, port: 0, maxLiveResponses: 8, sendTimeoutMs: 2000 });
    const lowPort = (lowered.address() as AddressInfo).port;
    // Once, so serve-handler's ETag of the file (a hash of its 32 MB) is cached before the clock matters.
    expect((await get('/assets/search/large.json', { port: lowPort })).status).toBe(200);
    const received: number[] = [];
    const stalled = Array.from({ length: 10 }, (_, i) => {
      received[i] = 0;
      const socket = connect(lowPort, '127.0.0.1', () => socket.write('GET /assets/search/large.json HTTP/1.1\r\nHost: x\r\n\r\n'));
      socket.pause(); // never reads: the response fills the socket buffers and stops
      socket.on('data', (chunk: Buffer) => (received[i]! += chunk.length));
      socket.on('error', () => undefined);
      return socket;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Every slot is held by a client that does not read; the server closes them and answers the rest.
      const reply = await get('/overview', { port: lowPort });
      expect(reply.status).toBe(200);
      const large = await get('/assets/search/large.json', { port: lowPort });
      expect(large.status).toBe(200);
      expect(large.bytes).toBe(32 * 1024 * 1024);
      // The stalled clients, reading at last, find their responses cut short: the server closed them
      await Promise.all(
        stalled.map(
          (socket) =>
            new Promise<void>((resolve) => {
              socket.once('close', () => resolve());
              socket.resume();
            }),
        ),
      );
      // (at least the eight that held the slots; the two that waited may have been served in full since)
      expect(received.filter((bytes) => bytes < 32 * 1024 * 1024).length).toBeGreaterThanOrEqual(8);
    } finally {
      for (const socket of stalled) socket.destroy();
      await new Promise<void>((resolve) => lowered.close(() => resolve()));
    }
  }, 60_000);

  it('sends the policy headers and content types', async () => {
    const page = await get('/overview');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect((await get('/overview.data')).headers['content-type']).toBe('text/x-script; charset=utf-8');
    const preview = await get('/assets/playground/preview');
    expect(preview.headers['content-security-policy']).toMatch(/^sandbox allow-scripts allow-forms;.*form-action 'none'.*frame-ancestors 'self'/);
    expect(preview.headers['content-security-policy']).toMatch(/'sha256-[\w+/=]+'/);
    const module = await get('/assets/playground/vendor/core.mjs', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(module.headers['content-encoding']).toBe('br');
    expect(module.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(module.headers['access-control-allow-origin']).toBe('*');
    expect((await get('/assets/root-abc12345.css')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('survives a fuzz of escapes, traversal, methods and garbage, then 2,000 concurrent compressed requests, with memory bounded', async () => {
    const before = memory();
    const paths: string[] = [];
    const hex = '0123456789abcdefABCDEFxyz%/.';
    let seed = 20;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 400; i++) {
      let path = '/';
      for (let j = 0, n = 1 + Math.floor(random() * 12); j < n; j++) path += hex[Math.floor(random() * hex.length)];
      paths.push(path);
    }
    paths.push(
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/assets/..%5c..%5cserve.json',
      '/%252e%252e/serve.json',
      '/assets/%2e%2e/serve.json',
      '/./serve.json',
      '//serve.json',
      '/serve.json%00.html',
      `/${'a/'.repeat(2000)}`,
      `/${'%'.repeat(500)}`,
      '/%C0%AE%C0%AE/etc/passwd',
      '/%ED%A0%80',
      '/%FF',
      '/\u00e9',
    );
    const fuzzed = await Promise.all(paths.map((path) => get(path).catch((): Reply => ({ status: -1, headers: {}, bytes: 0 }))));
    for (const [i, reply] of fuzzed.entries()) {
      expect([200, 301, 302, 400], paths[i]).toContain(reply.status);
      if (reply.status === 200) expect(String(reply.headers['content-type'])).not.toContain('application/json');
    }
    for (const line of [
      'GARBAGE\r\n\r\n',
      'GET /%zz HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET / HTTP/9.9\r\n\r\n',
      `GET /${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n${'X-A: b\r\n'.repeat(2000)}\r\n`,
      'CONNECT a:1 HTTP/1.1\r\n\r\n',
    ]) {
      const status = await raw(line);
      if (status) expect(status).toMatch(/^HTTP\/1\.1 4\d\d/);
    }
    await alive();

    // Clients that leave mid-burst (some while waiting for a response slot) must not leak slots.
    const leaving = Array.from(
      { length: 400 },
      () =>
        new Promise<void>((resolve) => {
          const req = request({ host: '127.0.0.1', port, path: '/assets/search/content.json', agent }, (res) => {
            res.destroy();
            resolve();
          });
          req.on('error', () => resolve());
          req.on('close', () => resolve());
          req.end();
          setTimeout(() => req.destroy(), 5);
        }),
    );
    await Promise.all(leaving);

    const burst = Array.from({ length: 2000 }, (_, i) =>
      get(i % 2 ? '/assets/search/content.json' : '/assets/playground/vendor/core.mjs', {
        headers: { 'Accept-Encoding': i % 4 < 2 ? 'br' : 'gzip, br' },
      }).catch((): Reply => ({ status: -1, headers: {}, bytes: 0 })),
    );
    const started = performance.now();
    const replies = await Promise.all(burst);
    const ms = Math.round(performance.now() - started);
    const ok = replies.filter((r) => r.status === 200).length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = memory();
    await alive();
    console.log(
      `serve fuzz: ${paths.length} fuzzed paths, 5 raw requests, 400 aborted requests, 2,000 concurrent requests (${ok} × 200) in ${ms} ms; server RSS before ${before.rss} MB, after ${after.rss} MB, peak ${after.peak} MB`,
    );
    expect(ok).toBe(2000);
    expect(after.peak).toBeLessThan(400);
    expect(after.rss - before.rss).toBeLessThan(250);
  }, 300_000);
});
