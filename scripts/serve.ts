/**
 * Static server for the built site (build/client): compression, redirects (from serve.json, written
 * by the build), clean URLs, cache headers, and unknown paths redirected to /404 (spec §2).
 * Usage: node scripts/serve.ts [--port 4200] [--dir build/client]
 */
import compression from 'compression';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';
import handler from 'serve-handler';

interface ServeConfig {
  redirects: { source: string; destination: string; type: number }[];
}

function exists(dir: string, pathname: string): boolean {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = [clean, `${clean}.html`, join(clean, 'index.html')];
  return candidates.some((candidate) => {
    const full = join(dir, candidate);
    return full.startsWith(dir) && existsSync(full) && statSync(full).isFile();
  });
}

/**
 * The playground's modules come with `.br`/`.gz` copies (scripts/playground-vendor.ts): serve those as
 * they are rather than compressing 2 MB per cold start. Returns false when there is no such copy.
 */
function servePrecompressed(dir: string, req: IncomingMessage, res: ServerResponse): boolean {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (req.method !== 'GET' || !pathname.startsWith('/assets/playground/') || !/\.m?js$/.test(pathname)) return false;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) return false;
  const file = join(dir, normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')) + (encoding === 'br' ? '.br' : '.gz');
  if (!file.startsWith(dir) || !existsSync(file)) return false;
  const body = readFileSync(file);
  res.writeHead(200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Content-Encoding': encoding,
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    'Access-Control-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
  return true;
}

export function startServer(options: { dir: string; port: number; host?: string }): Promise<Server> {
  const dir = normalize(options.dir);
  const config = JSON.parse(readFileSync(join(dir, 'serve.json'), 'utf8')) as ServeConfig;
  const redirects = new Map(config.redirects.map((r) => [r.source, r]));
  const compress = compression();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (servePrecompressed(dir, req, res)) return;
    compress(req as never, res as never, () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
      const redirect = redirects.get(pathname);
      if (redirect) {
        res.writeHead(redirect.type, { Location: redirect.destination });
        res.end();
        return;
      }
      if (!exists(dir, pathname)) {
        res.writeHead(302, { Location: '/404' });
        res.end();
        return;
      }
      void handler(req, res, {
        public: dir,
        cleanUrls: true,
        trailingSlash: false,
        directoryListing: false,
        headers: [
          { source: 'assets/*.@(js|css)', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
          // Generated data (fragments, navigation, API, search, playground files): unhashed, so revalidated.
          { source: 'assets/*/**', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
          // The embed bundle is loaded by other sites' pages.
          { source: 'embed/**', headers: [{ key: 'Access-Control-Allow-Origin', value: '*' }, { key: 'Cache-Control', value: 'public, max-age=3600' }] },
          // The playground preview is a sandboxed (opaque-origin) iframe: its module loads are CORS requests.
          { source: 'assets/playground/**', headers: [{ key: 'Access-Control-Allow-Origin', value: '*' }] },
          { source: '**/*.html', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
          { source: '**', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }, { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' }] },
        ],
      });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const arg = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const port = Number(arg('port') ?? process.env.PORT ?? 4200);
  const dir = arg('dir') ?? 'build/client';
  if (!existsSync(join(dir, 'serve.json'))) {
    console.error(`No built site in ${dir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  await startServer({ dir, port });
  console.log(`Serving ${dir} at http://127.0.0.1:${port}/`);
}
