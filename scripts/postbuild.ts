/**
 * After `react-router build`: make the static output self-contained for any host.
 * - 404.html at the root (hosts serve it for unknown paths);
 * - a Content-Security-Policy <meta> in every page, allowing exactly its inline scripts by hash;
 * - hosting config for redirects and headers (Netlify `_redirects`/`_headers`, `serve.json`).
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { llmsFullTxt, llmsTxt, robotsTxt, sitemapXml } from '../content/pipeline/machine-readable.ts';
import { descriptionFromHtml } from '../shell/lib/page-meta.ts';
import { siteConfig } from '../shell/site.config.ts';
import { formatHeaders, headerRules } from './hosting-headers.ts';
import { searchConnectSources } from './search-csp.ts';

export const CLIENT_DIR = 'build/client';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const assets = join(dir, 'assets');
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html') && !e.parentPath.startsWith(assets))
    .map((e) => join(e.parentPath, e.name));
}

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Origins the analytics tag needs; allowed only when a measurement id is configured. */
const ANALYTICS_SCRIPT_ORIGINS = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/** The CSP for a page: scripts from our origin plus the page's own inline scripts, no inline styles. */
export function contentSecurityPolicy(inlineScripts: string[], analytics = Boolean(siteConfig.analytics?.measurementId)): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(inlineScripts.map(hash)), ...(analytics ? ANALYTICS_SCRIPT_ORIGINS : [])].join(' ')}`.trim(),
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    ["connect-src 'self'", ...(analytics ? ANALYTICS_CONNECT_ORIGINS : []), ...searchConnectSources()].join(' '),
    // 'self': the playground's preview (/assets/playground/preview.html in a sandbox="allow-scripts"
    // iframe, so an opaque origin). On every page, not only /playground and /tutorials/*: a <meta> CSP
    // stays with the document, and client-side navigation reaches those routes from any page.
    "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function addCspMeta(html: string): string {
  if (html.includes('http-equiv="Content-Security-Policy"')) return html;
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(inline)}">`;
  return html.replace(/<head>/, `<head>${meta}`);
}

/** Site path of a built page file: build/client/guide/x/index.html → /guide/x. */
export function sitePathOf(file: string): string {
  const rel = relative(CLIENT_DIR, file).split(sep).join('/');
  return `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/+$/, '') || '/';
}

/** Pages that are not content for search engines: the 404 page and the SPA fallback. */
const NOT_INDEXED = new Set(['/404', '/__spa-fallback']);

interface ManifestPageLite {
  path: string;
  contentPath: string;
  label: string;
  parents: { label: string }[];
}

/**
 * sitemap.xml (every prerendered page; no redirect stubs, no 404), robots.txt, `<path>.md` for every
 * docs and reference Markdown page, llms.txt (index with one-line descriptions) and llms-full.txt
 * (the docs tree's pages in full).
 */
async function writeMachineReadable(pagePaths: string[], pages: ManifestPageLite[], docsPaths: Set<string>): Promise<void> {
  const { origin, product } = siteConfig;
  await writeFile(join(CLIENT_DIR, 'sitemap.xml'), sitemapXml(origin, pagePaths));
  await writeFile(join(CLIENT_DIR, 'robots.txt'), robotsTxt(origin));
  const llmsPages = [];
  const full = [];
  for (const page of pages) {
    const markdown = await readFile(join('.generated/markdown', `${page.path}.md`), 'utf8').catch(() => undefined);
    if (markdown === undefined) continue;
    const out = join(CLIENT_DIR, `${page.path}.md`);
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, markdown);
    const fragment = await readFile(join(CLIENT_DIR, 'assets/content', `${page.contentPath}.md.html`), 'utf8').catch(() => '');
    llmsPages.push({ path: page.path, label: page.label, groups: page.parents.map((p) => p.label), description: descriptionFromHtml(fragment) });
    if (docsPaths.has(page.path)) full.push({ path: page.path, markdown });
  }
  const summary = `${product} is a web framework for building fast, reliable applications. These are its official docs: guides, tutorials and reference. Every page below is also available as Markdown at its URL plus .md.`;
  await writeFile(join(CLIENT_DIR, 'llms.txt'), llmsTxt({ product, origin, summary, pages: llmsPages }));
  await writeFile(join(CLIENT_DIR, 'llms-full.txt'), llmsFullTxt({ product, origin, pages: full }));
}

export async function postbuild(
  redirects: { from: string; to: string }[],
  content: { pages: ManifestPageLite[]; docsPaths: Set<string> } = { pages: [], docsPaths: new Set() },
): Promise<{ pages: number }> {
  await rm('build/server', { recursive: true, force: true });
  const files = await htmlFiles(CLIENT_DIR);
  const pagePaths: string[] = [];
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    if (html.includes('http-equiv="refresh"')) continue; // redirect stubs have no scripts
    await writeFile(file, addCspMeta(html));
    const path = sitePathOf(file);
    if (!NOT_INDEXED.has(path) && !/name="robots" content="noindex"/.test(html)) pagePaths.push(path);
  }
  await writeMachineReadable(pagePaths, content.pages, content.docsPaths);
  await copyFile(join(CLIENT_DIR, '404/index.html'), join(CLIENT_DIR, '404.html'));

  const lines = redirects.map((r) => `/${r.from}  ${r.to}  301`);
  await writeFile(join(CLIENT_DIR, '_redirects'), [...lines, '/*  /404  302', ''].join('\n'));
  const assets = await readdir(join(CLIENT_DIR, 'assets'), { withFileTypes: true });
  const hashed = assets.filter((e) => e.isFile()).map((e) => e.name);
  const folders = assets.filter((e) => e.isDirectory()).map((e) => e.name);
  await writeFile(join(CLIENT_DIR, '_headers'), formatHeaders(headerRules(hashed, folders)));
  await writeFile(
    join(CLIENT_DIR, 'serve.json'),
    JSON.stringify({ cleanUrls: true, trailingSlash: false, redirects: redirects.map((r) => ({ source: `/${r.from}`, destination: r.to, type: 301 })) }, null, 2),
  );
  return { pages: files.length };
}
