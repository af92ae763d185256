/**
 * The one hosting policy of the built site: response headers (CSP, framing, sniffing, referrer,
 * permissions, caching, CORS), content types, which methods are answered and which build files are
 * never served. Applied by `npm start` (hosting/server.ts), the dev server (vite.config.ts) and the
 * static-host configs written next to the site by scripts/postbuild.ts (`_headers` through
 * hosting/headers.ts, `nginx.conf` through hosting/nginx-config.ts).
 *
 * CSP: every page carries a `<meta>` CSP that allows exactly its own inline scripts by hash
 * (postbuild). A meta CSP cannot carry `frame-ancestors`, and static-host configs cannot list the
 * ~1,200 per-page hashes, so the HTTP header carries the same policy with `'unsafe-inline'` in place of
 * the hashes, plus `frame-ancestors 'self'`. Browsers enforce both policies (a script must pass each),
 * so the effective script policy is the meta's hashes; framing is the header's.
 *
 * The playground preview document (`/assets/playground/preview`) gets its own policy: a `sandbox`
 * directive gives it an opaque origin even when it is opened or framed directly, and
 * `frame-ancestors 'self'` lets only our own pages frame it.
 *
 * HSTS is not sent by `npm start` (plain HTTP, where browsers ignore it); deployers serving HTTPS
 * should add `Strict-Transport-Security: max-age=31536000; includeSubDomains` (README, Deployment).
 */
import { createHash } from 'node:crypto';
import { ASSET_DIRS, PREVIEW_FILE_URL, PREVIEW_URL } from '../isomorphic/paths.ts';
import { siteConfig } from '../isomorphic/site.config.ts';
import { searchConnectSources } from './search-csp.ts';

export type Header = [name: string, value: string];

/** Origins the analytics tag needs; allowed only when a measurement id is configured. */
const ANALYTICS_SCRIPT_ORIGINS = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/** `'sha256-…'` source of an inline script's text. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The texts of a document's inline scripts (those without `src`). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
}

/** Directives of a page's CSP; `scriptSources` are what `script-src` allows besides `'self'`. */
export function pageDirectives(scriptSources: readonly string[], analytics = Boolean(siteConfig.analytics?.measurementId)): string[] {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptSources), ...(analytics ? ANALYTICS_SCRIPT_ORIGINS : [])].join(' ')}`.trim(),
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    ["connect-src 'self'", ...(analytics ? ANALYTICS_CONNECT_ORIGINS : []), ...searchConnectSources()].join(' '),
    // 'self': the playground's preview (/assets/playground/preview in a sandbox="allow-scripts allow-forms"
    // iframe, so an opaque origin). On every page, not only /playground and /tutorials/*: a <meta> CSP
    // stays with the document, and client-side navigation reaches those routes from any page.
    "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

/** The CSP header of every page (see the file comment: the meta narrows scripts to its hashes). */
export function pageCspHeader(analytics?: boolean): string {
  return [...pageDirectives(["'unsafe-inline'"], analytics), "frame-ancestors 'self'"].join('; ');
}

/**
 * The preview document's CSP. `sandbox allow-scripts allow-forms`: an opaque origin whoever loads it (no
 * access to the site's storage, cookies or same-origin windows; no popups or top navigation). Forms may
 * fire `submit` (the app handles it), but `form-action 'none'` stops every submission.
 * Scripts: its own files, the user's compiled modules (blob: URLs), Angular's JIT compiler (eval),
 * and the inline import map by hash. No inline event handlers. Styles: the project's and Angular's
 * component styles are inline `<style>` elements.
 */
export function previewCspHeader(importMapHashes: readonly string[] = []): string {
  return [
    'sandbox allow-scripts allow-forms',
    "default-src 'none'",
    `script-src 'self' blob: 'unsafe-eval' ${importMapHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data: https:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The CSP of generated data under /assets/<folder>/ (HTML fragments, JSON): fetched by the pages, where a
 * CSP header does nothing, but opened as a document it runs nothing, loads nothing but images and our
 * styles, and gets an opaque origin. Not the playground's folder, whose preview document has its own.
 */
export const DATA_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  'sandbox',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** Sent with every response. */
export const SECURITY_HEADERS: readonly Header[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()'],
];

/** For deployers on HTTPS (documented, written commented-out into nginx.conf). */
export const HSTS: Header = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'];

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const EMBED_CACHE = 'public, max-age=3600';

/** Only these methods are answered; anything else gets 405 with `Allow`. */
export const ALLOWED_METHODS = ['GET', 'HEAD'] as const;

/** Files the build writes for hosts, never served (404). */
export const INTERNAL_FILES = ['/serve.json', '/_headers', '/_redirects', '/nginx.conf'] as const;

export const PREVIEW_PATHS = [PREVIEW_URL, PREVIEW_FILE_URL] as const;

/**
 * The service worker and the web app manifest (issue 29): top-level files that are not pages, served
 * like pages (`no-cache`, so a new build's worker is found on the next check; the page CSP also limits
 * the worker). Listed for hosts whose config names page files one by one (`_headers`).
 */
export const OFFLINE_FILES = ['/sw.js', '/manifest.webmanifest'] as const;

/** Content type of every kind of file the site serves (by extension). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  // React Router's prerendered route data (turbo-stream), fetched on client navigation.
  data: 'text/x-script; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
  txt: 'text/plain; charset=utf-8',
  // Every docs page as Markdown (`<path>.md`, "View as Markdown"): shown, not downloaded.
  md: 'text/markdown; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  woff2: 'font/woff2',
  map: 'application/json; charset=utf-8',
};

export function contentTypeOf(pathname: string): string | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return ext ? CONTENT_TYPES[ext] : undefined;
}

export type PathKind = 'preview' | 'hashed-asset' | 'data-asset' | 'embed' | 'document';

/**
 * What a URL path is, for headers. `hashed-asset`: a build file directly in /assets/ (content hash in
 * its name); `data-asset`: generated data in an /assets/ folder (unhashed, rewritten by each build);
 * `document`: everything else (pages, route data, robots.txt, favicon, the service worker and manifest).
 */
export function pathKind(pathname: string): PathKind {
  if ((PREVIEW_PATHS as readonly string[]).includes(pathname)) return 'preview';
  if (pathname.startsWith('/embed/')) return 'embed';
  if (/^\/assets\/[^/]+\//.test(pathname)) return 'data-asset';
  if (pathname.startsWith('/assets/')) return 'hashed-asset';
  return 'document';
}

/** Every header the policy adds for a path (content type and compression are the server's). */
export function policyHeaders(pathname: string, options: { dev?: boolean; importMapHashes?: readonly string[] } = {}): Header[] {
  const kind = pathKind(pathname);
  const headers: Header[] = [...SECURITY_HEADERS];
  if (kind === 'preview') {
    headers.push(['Content-Security-Policy', previewCspHeader(options.importMapHashes)], ['Cache-Control', REVALIDATE], ['Access-Control-Allow-Origin', '*']);
  } else if (kind === 'document') {
    // The dev server's pages carry Vite's inline module preamble and inline styles and talk to its
    // HMR websocket: there the header keeps the framing, object and base rules only.
    headers.push(['Content-Security-Policy', options.dev ? "frame-ancestors 'self'; object-src 'none'; base-uri 'self'" : pageCspHeader()]);
    if (!options.dev) headers.push(['Cache-Control', REVALIDATE]);
  } else if (kind === 'embed') {
    headers.push(['Access-Control-Allow-Origin', '*'], ['Cache-Control', EMBED_CACHE]);
  } else if (kind === 'hashed-asset') {
    if (!options.dev) headers.push(['Cache-Control', IMMUTABLE]);
  } else {
    headers.push(['Cache-Control', REVALIDATE]);
    // The playground preview runs in an opaque-origin frame: its module loads are CORS requests.
    if (pathname.startsWith(ASSET_DIRS.playground)) headers.push(['Access-Control-Allow-Origin', '*']);
    else headers.push(['Content-Security-Policy', DATA_CSP]);
  }
  return headers;
}
