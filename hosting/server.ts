/**
 * Static server for the built site (build/client), with the hosting policy of hosting/policy.ts:
 * - every request runs inside one error boundary: a malformed request gets 400, a failure 500, and
 *   the process never exits because of a request;
 * - only GET and HEAD (anything else: 405 with `Allow`);
 * - paths decoded once, safely (bad escapes and NUL bytes: 400), resolved inside the site folder only;
 *   serve-handler then serves the file (its own traversal checks, ranges, ETags);
 * - the build's host files (serve.json, _headers, _redirects, nginx.conf) are never served;
 * - redirects (serve.json), clean URLs, trailing slashes dropped, unknown paths to /404 (spec §2);
 * - the policy's headers and content types on every response;
 * - compression bounded: precompressed `.br`/`.gz` copies are streamed as they are; other bodies get
 *   on-the-fly gzip only (never brotli, whose per-stream state is megabytes), at most
 *   `MAX_LIVE_COMPRESSIONS` at a time (beyond that, sent uncompressed); at most `MAX_LIVE_RESPONSES`
 *   files stream at once (the others wait), so memory stays bounded whatever the burst.
 * Command line: scripts/serve.ts; `npm start`: scripts/start.ts.
 */
import compression from 'compression';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import handler from 'serve-handler';
import { PREVIEW_FILE_URL } from '../isomorphic/paths.ts';
import { ALLOWED_METHODS, contentTypeOf, type Header, inlineScripts, INTERNAL_FILES, policyHeaders, scriptHash, SECURITY_HEADERS } from './policy.ts';

interface ServeConfig {
  redirects: { source: string; destination: string; type: number }[];
}

/** On-the-fly compressions allowed at once; more concurrent responses go out uncompressed. */
export const MAX_LIVE_COMPRESSIONS = 8;
/**
 * File responses streamed at once; further requests wait their turn (a waiting request holds only its
 * request object, a streaming one its read and socket buffers), so a burst of any size stays bounded.
 */
export const MAX_LIVE_RESPONSES = 128;

class BadRequest extends Error {}

/** The request path, percent-decoded once; throws BadRequest for malformed escapes or NUL bytes. */
export function decodePath(url: string | undefined): string {
  const raw = (url ?? '/').split(/[?#]/, 1)[0] ?? '/';
  if (!raw.startsWith('/')) throw new BadRequest('The request target is not a path.');
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw new BadRequest('Malformed percent-escape in the path.');
  }
  if (decoded.includes('\0')) throw new BadRequest('NUL byte in the path.');
  return decoded;
}

/** The file a clean URL maps to, inside `dir` only (undefined when there is none). */
async function resolveFile(dir: string, pathname: string): Promise<string | undefined> {
  const base = resolve(dir, `.${pathname}`);
  if (base !== dir && !base.startsWith(dir + sep)) return undefined;
  for (const candidate of [base, `${base}.html`, join(base, 'index.html')]) {
    try {
      if ((await stat(candidate)).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

function send(res: ServerResponse, status: number, headers: Record<string, string | number> = {}, body = ''): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, {
    ...Object.fromEntries(SECURITY_HEADERS),
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

export function startServer(options: { dir: string; port: number; host?: string }): Promise<Server> {
  const dir = resolve(options.dir);
  const config = JSON.parse(readFileSync(join(dir, 'serve.json'), 'utf8')) as ServeConfig;
  const redirects = new Map(config.redirects.map((r) => [r.source, r]));
  // Internal files by their location on disk, so `//serve.json` or `/./_headers` cannot reach them either.
  const internal = new Set<string>(INTERNAL_FILES.map((path) => join(dir, path)));
  let importMapHashes: string[] = [];
  const previewFile = join(dir, PREVIEW_FILE_URL);
  if (existsSync(previewFile)) importMapHashes = inlineScripts(readFileSync(previewFile, 'utf8')).map(scriptHash);

  let liveCompressions = 0;
  const compress = compression({
    level: 6,
    filter: (req, res) => {
      if (!compression.filter(req, res) || liveCompressions >= MAX_LIVE_COMPRESSIONS) return false;
      liveCompressions += 1;
      res.once('close', () => (liveCompressions -= 1));
      return true;
    },
  });

  const policy = (pathname: string): Header[] => policyHeaders(pathname, { importMapHashes });

  let liveResponses = 0;
  const waiting: (() => void)[] = [];
  /** Waits for a response slot; the slot is released when the response closes. */
  const slot = (res: ServerResponse) =>
    new Promise<void>((resolveSlot) => {
      const take = () => {
        if (res.destroyed || res.socket?.destroyed !== false) {
          // The client left while waiting: pass the slot on.
          resolveSlot();
          waiting.shift()?.();
          return;
        }
        liveResponses += 1;
        res.once('close', () => {
          liveResponses -= 1;
          waiting.shift()?.();
        });
        resolveSlot();
      };
      if (liveResponses < MAX_LIVE_RESPONSES) take();
      else waiting.push(take);
    });

  /** A `.br`/`.gz` copy of `file` the client accepts, streamed as it is. False when there is none. */
  async function servePrecompressed(req: IncomingMessage, res: ServerResponse, file: string, pathname: string): Promise<boolean> {
    const accepted = String(req.headers['accept-encoding'] ?? '');
    for (const [encoding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!new RegExp(`\\b${encoding}\\b`).test(accepted)) continue;
      let size: number;
      try {
        const info = await stat(file + ext);
        if (!info.isFile()) continue;
        size = info.size;
      } catch {
        continue;
      }
      res.writeHead(200, {
        ...Object.fromEntries(policy(pathname)),
        'Content-Type': contentTypeOf(file) ?? 'application/octet-stream',
        'Content-Encoding': encoding,
        'Content-Length': size,
        Vary: 'Accept-Encoding',
      });
      if (req.method === 'HEAD') res.end();
      else
        createReadStream(file + ext)
          .on('error', () => res.destroy())
          .pipe(res);
      return true;
    }
    return false;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!(ALLOWED_METHODS as readonly string[]).includes(req.method ?? '')) {
      send(res, 405, { Allow: ALLOWED_METHODS.join(', ') }, 'Method Not Allowed\n');
      return;
    }
    const decoded = decodePath(req.url);
    const pathname = decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded;
    const redirect = redirects.get(pathname);
    if (redirect) {
      send(res, redirect.type, { Location: redirect.destination });
      return;
    }
    const file = await resolveFile(dir, pathname);
    if (!file || internal.has(file)) {
      send(res, 302, { Location: '/404' });
      return;
    }
    await slot(res);
    if (res.destroyed || res.socket?.destroyed !== false) return; // the client left while waiting
    if (await servePrecompressed(req, res, file, pathname)) return;
    // On-the-fly compression: gzip only.
    const accepted = req.headers['accept-encoding'];
    if (typeof accepted === 'string') req.headers['accept-encoding'] = accepted.replace(/\bbr\b(;q=[\d.]+)?\s*,?\s*/g, '');
    const headers = policy(pathname);
    const type = contentTypeOf(file);
    if (type) headers.push(['Content-Type', type]);
    await new Promise<void>((done, fail) => {
      compress(req as never, res as never, () => {
        handler(req, res, {
          public: dir,
          cleanUrls: true,
          trailingSlash: false,
          directoryListing: false,
          etag: true,
          headers: [{ source: '**', headers: headers.map(([key, value]) => ({ key, value })) }],
        }).then(done, fail);
      });
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof BadRequest) send(res, 400, {}, `Bad Request: ${error.message}\n`);
      else {
        console.error(`serve: ${req.method} ${req.url}: ${String(error)}`);
        send(res, 500, {}, 'Internal Server Error\n');
      }
    });
  });
  // Unparseable requests (bad request lines, oversized headers): answer 400 and close, never throw.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolvePromise(server));
  });
}
