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
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_FILES } from '../../../hosting/policy.ts';
import { decodePath } from '../../../hosting/server.ts';

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
  put('overview/index.html', page('Overview'));
  put('overview.data', '[{"_1":2}]');
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

function get(path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
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
function raw(text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.setTimeout(3000, () => socket.destroy());
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('close', () => resolve(data.split('\r\n', 1)[0] ?? ''));
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

  it('sends the policy headers and content types', async () => {
    const page = await get('/overview');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect((await get('/overview.data')).headers['content-type']).toBe('text/x-script; charset=utf-8');
    const preview = await get('/assets/playground/preview');
    expect(preview.headers['content-security-policy']).toMatch(/^sandbox allow-scripts;.*frame-ancestors 'self'/);
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
