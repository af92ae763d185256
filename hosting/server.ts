/**
 * Static server for the built site (build/client), with the hosting policy of hosting/policy.ts:
 * - every request runs inside one error boundary: a malformed request gets 400, a failure 500, and
 *   the process never exits because of a request;
 * - only GET and HEAD (anything else: 405 with `Allow`);
 * - paths decoded once, safely (bad escapes and NUL bytes: 400), resolved inside the site folder only;
 *   serve-handler then serves the file (its own traversal checks, ranges, ETags);
 * - the build's host files (serve.json, _headers, _redirects, nginx.conf) are never served;
 * - request targets longer than MAX_URL_LENGTH get 414; absolute-form targets are reduced to their path;
 * - redirects (serve.json), clean URLs, trailing slashes dropped (to a Location that never leaves the
 *   site), unknown paths to /404 (spec §2), which is answered with status 404;
 * - the resolved file is served as it is (no redirect of `x.html` to `x`);
 * - the policy's headers and content types on every response (serve-handler's own and parse errors too);
 * - timeouts: a connection where nothing moves for SEND_TIMEOUT_MS is closed (a client that stops
 *   reading loses its response slot), idle keep-alive connections after KEEP_ALIVE_TIMEOUT_MS;
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
import { join, relative, resolve, sep } from 'node:path';
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
/** Longest request target answered (as nginx's default 8 KB header buffer); longer ones get 414. */
export const MAX_URL_LENGTH = 8192;
/**
 * A connection on which nothing moves for this long is closed: a client that stops reading its
 * response (or never finishes its request) loses its response slot instead of holding it forever.
 */
export const SEND_TIMEOUT_MS = 30_000;
/** Idle keep-alive connections are closed after this long. */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** A request's headers must arrive within this long, the whole request within REQUEST_TIMEOUT_MS. */
export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 30_000;

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
class BadRequest extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

/** The path of a request target: origin-form as it is, absolute-form (`http://host/path`) reduced to its path. */
function targetPath(url: string): string {
  const absolute = /^https?:\/\/[^/?#]*/i.exec(url);
  const rest = absolute ? url.slice(absolute[0].length) : url;
  return absolute && !rest.startsWith('/') ? `/${rest}` : rest;
}

/** The request path, percent-decoded once; throws BadRequest for malformed escapes or NUL bytes. */
export function decodePath(url: string | undefined): string {
  const raw = targetPath(url ?? '/').split(/[?#]/, 1)[0] ?? '/';
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

/** `path` without its trailing slashes (`/` stays `/`), in linear time whatever the input. */
export function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 47) end -= 1;
  return path.slice(0, end);
}

/**
 * A redirect target for a decoded site path that no browser reads as another host: leading slashes,
 * backslashes and whitespace collapse into one `/`, and every segment is percent-encoded (so no `\`,
 * tab or newline reaches the Location header).
 */
export function localLocation(pathname: string): string {
  let start = 0;
  while (start < pathname.length && /[\s/\\]/.test(pathname[start]!)) start += 1;
  return `/${pathname.slice(start).split('/').map(encodeURIComponent).join('/')}`;
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

export interface ServerOptions {
  dir: string;
  port: number;
  host?: string;
  /** Overrides MAX_LIVE_RESPONSES (tests lower it). */
  maxLiveResponses?: number;
  /** Overrides SEND_TIMEOUT_MS (tests lower it). */
  sendTimeoutMs?: number;
}

export function startServer(options: ServerOptions): Promise<Server> {
  const dir = resolve(options.dir);
  const maxLiveResponses = options.maxLiveResponses ?? MAX_LIVE_RESPONSES;
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  // The not-found page (404/index.html, and its copy 404.html for hosts that look for one).
  const notFoundPages = new Set([join(dir, '404', 'index.html'), join(dir, '404.html')]);
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
        // The response holds a slot: once its headers go out, if nothing moves on its connection for
        // the send timeout (the client stopped reading), the connection is closed and the slot passes on.
        const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse;
        res.writeHead = ((...args: unknown[]) => {
          res.setTimeout(sendTimeoutMs);
          return writeHead.apply(res, args);
        }) as typeof res.writeHead;
        res.once('close', () => {
          liveResponses -= 1;
          waiting.shift()?.();
        });
        resolveSlot();
      };
      if (liveResponses < maxLiveResponses) take();
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
    if ((req.url ?? '').length > MAX_URL_LENGTH) throw new HttpError(414, 'URI Too Long');
    const decoded = decodePath(req.url);
    const pathname = trimTrailingSlashes(decoded);
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
    if (pathname !== decoded) {
      // Trailing slashes go (/guide/ → /guide), to a Location that stays on this site.
      const query = /\?[^#]*/.exec(req.url ?? '')?.[0] ?? '';
      send(res, 301, { Location: `${localLocation(pathname)}${query}` });
      return;
    }
    await slot(res);
    if (res.destroyed || res.socket?.destroyed !== false) return; // the client left while waiting
    // The not-found page is served with status 404 (unknown paths are redirected to it), never as 304 or a range.
    const notFound = notFoundPages.has(file);
    if (notFound) {
      delete req.headers['if-none-match'];
      delete req.headers.range;
      res.statusCode = 404;
    } else if (req.headers['if-none-match']?.trim() === '*') {
      // The file exists: `If-None-Match: *` fails (RFC 9110 §13.1.2).
      res.writeHead(304, Object.fromEntries(policy(pathname)));
      res.end();
      return;
    }
    if (!notFound && (await servePrecompressed(req, res, file, pathname))) return;
    // On-the-fly compression: gzip only.
    const accepted = req.headers['accept-encoding'];
    if (typeof accepted === 'string') req.headers['accept-encoding'] = accepted.replace(/\bbr\b(;q=[\d.]+)?\s*,?\s*/g, '');
    const headers = policy(pathname);
    const type = contentTypeOf(file);
    if (type) headers.push(['Content-Type', type]);
    // On every response serve-handler writes, its own errors included.
    for (const [name, value] of headers) res.setHeader(name, value);
    // serve-handler serves exactly the file resolved above (no clean-URL redirects of its own: a
    // fragment such as /assets/content/x.md.html is answered directly, not redirected to x.md).
    req.url = `/${relative(dir, file).split(sep).map(encodeURIComponent).join('/')}`;
    // A HEAD gets the headers its GET gets, Content-Encoding included: the compression middleware skips
    // HEAD requests, so it sees a GET (the response still knows it answers a HEAD and sends no body).
    if (req.method === 'HEAD') req.method = 'GET';
    await new Promise<void>((done, fail) => {
      compress(req as never, res as never, () => {
        handler(req, res, {
          public: dir,
          cleanUrls: false,
          directoryListing: false,
          etag: true,
          headers: [{ source: '**', headers: headers.map(([key, value]) => ({ key, value })) }],
        }).then(done, fail);
      });
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) send(res, error.status, {}, `${error.status === 400 ? 'Bad Request: ' : ''}${error.message}\n`);
      else {
        console.error(`serve: ${req.method} ${req.url}: ${String(error)}`);
        send(res, 500, {}, 'Internal Server Error\n');
      }
    });
  });
  // Unparseable requests (bad request lines, oversized headers): answer 400 and close, never throw.
  // Timeouts: a connection that goes quiet (a client that stops reading, a request that never ends)
  // is closed, and its response slot passes on; idle keep-alive connections are closed too.
  // (The send timeout is armed when a response takes its slot, so a request waiting its turn is not cut.)
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  const securityLines = SECURITY_HEADERS.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\n${securityLines}Connection: close\r\nContent-Length: 0\r\n\r\n`);
    else socket.destroy();
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolvePromise(server));
  });
}
