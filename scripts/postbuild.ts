/**
 * After `react-router build`: make the static output self-contained for any host.
 * - 404.html at the root (hosts serve it for unknown paths);
 * - hydration starts after the first paint (`deferHydration`, issue 32);
 * - a Content-Security-Policy <meta> in every page, allowing exactly its inline scripts by hash;
 * - hosting config for redirects and headers from the hosting policy (hosting/policy.ts):
 *   Netlify `_redirects`/`_headers`, `serve.json` (npm start), `nginx.conf`. None of them is served.
 */
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { llmsFullTxt, llmsTxt, robotsTxt, sitemapXml } from '../content/pipeline/machine-readable.ts';
import { descriptionFromHtml } from '../isomorphic/page-description.ts';
import { contentUrl, GENERATED, PREVIEW_FILE_URL } from '../isomorphic/paths.ts';
import { siteConfig } from '../isomorphic/site.config.ts';
import { formatHeaders, headerRules, type SiteLayout } from '../hosting/headers.ts';
import { inlineScripts, pageDirectives, scriptHash } from '../hosting/policy.ts';
import { nginxConfig } from '../hosting/nginx-config.ts';

export const CLIENT_DIR = 'build/client';

/**
 * React Router's prerender writes a `<path>.data` file (the loader data, single-fetch format) next to
 * every page. This site's client never requests them: every route with a build-time `loader` also has
 * a `clientLoader` that does not call `serverLoader`, so client navigations fetch the content files
 * instead (checked: client navigations to every route type make no `.data` request). Removed: they
 * were ~39 MB of output, about a file per page.
 */
export async function removeDataFiles(dir = CLIENT_DIR): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const assets = join(dir, 'assets');
  const files = entries.filter((e) => e.isFile() && e.name.endsWith('.data') && !e.parentPath.startsWith(assets)).map((e) => join(e.parentPath, e.name));
  await Promise.all(files.map((file) => rm(file)));
  return files.length;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const assets = join(dir, 'assets');
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html') && !e.parentPath.startsWith(assets)).map((e) => join(e.parentPath, e.name));
}

/** The CSP for a page: scripts from our origin plus the page's own inline scripts, no inline styles. */
export function contentSecurityPolicy(inline: string[], analytics?: boolean): string {
  return pageDirectives(inline.map(scriptHash), analytics).join('; ');
}

export function addCspMeta(html: string): string {
  if (html.includes('http-equiv="Content-Security-Policy"')) return html;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(inlineScripts(html))}">`;
  return html.replace(/<head>/, `<head>${meta}`);
}

/**
 * Issue 32: the page's JavaScript (~120 KB gzip to hydrate) is requested after the first paint instead
 * of with the HTML, so on a slow link the HTML and CSS the first paint needs do not share the bandwidth
 * with it (and Lighthouse's LCP, which counts every request started before the paint, waits for CSS
 * only). React Router writes `<link rel="modulepreload">` for each chunk into the head and one inline
 * module script that imports the manifest and the route modules statically, then the client entry.
 * This moves the preload links into that script, after a frame has been produced (or 500 ms, for a tab
 * in the background), and turns its static imports into dynamic ones in the same order. The chunks then
 * still download in parallel (the preloads go first). Pages without that script are left as they are.
 */
export function deferHydration(html: string): string {
  const boot = /<script type="module"( async="")?>(import [\s\S]*?)<\/script>/.exec(html);
  if (!boot) return html;
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/?>/g)].map((m) => m[1]!);
  const body = boot[2]!
    .replace(/^import "([^"]+)";$/gm, (_, url: string) => `await import(${JSON.stringify(url)});`)
    .replace(/^import \* as (\w+) from "([^"]+)";$/gm, (_, name: string, url: string) => `const ${name} = await import(${JSON.stringify(url)});`);
  if (/^import /m.test(body)) return html; // a form of import this does not know: leave the page alone
  const script =
    `<script type="module"${boot[1] ?? ''}>` +
    'await new Promise((r) => { requestAnimationFrame(() => setTimeout(r)); setTimeout(r, 500); });\n' +
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
    `${body}</script>`;
  return html.replace(/<link rel="modulepreload" href="[^"]+"\/?>/g, '').replace(boot[0], () => script);
}

/** Top-level page folders and HTML files of the build, and the preview's import-map hashes. */
export async function siteLayout(dir = CLIENT_DIR): Promise<SiteLayout> {
  const top = await readdir(dir, { withFileTypes: true });
  const assets = await readdir(join(dir, 'assets'), { withFileTypes: true });
  let importMapHashes: string[] = [];
  try {
    importMapHashes = inlineScripts(await readFile(join(dir, PREVIEW_FILE_URL), 'utf8')).map(scriptHash);
  } catch {
    // No playground files in this build.
  }
  return {
    hashedAssets: assets.filter((e) => e.isFile()).map((e) => e.name),
    dataFolders: assets.filter((e) => e.isDirectory()).map((e) => e.name),
    pageFolders: top.filter((e) => e.isDirectory() && e.name !== 'assets' && e.name !== 'embed').map((e) => e.name),
    pageFiles: top.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => e.name),
    importMapHashes,
  };
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
    const markdown = await readFile(join(GENERATED.markdown, `${page.path}.md`), 'utf8').catch(() => undefined);
    if (markdown === undefined) continue;
    const out = join(CLIENT_DIR, `${page.path}.md`);
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, markdown);
    const fragment = await readFile(join(CLIENT_DIR, contentUrl(page.contentPath)), 'utf8').catch(() => '');
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
  await removeDataFiles();
  const files = await htmlFiles(CLIENT_DIR);
  const pagePaths: string[] = [];
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    if (html.includes('http-equiv="refresh"')) continue; // redirect stubs have no scripts
    await writeFile(file, addCspMeta(deferHydration(html)));
    const path = sitePathOf(file);
    if (!NOT_INDEXED.has(path) && !/name="robots" content="noindex"/.test(html)) pagePaths.push(path);
  }
  await writeMachineReadable(pagePaths, content.pages, content.docsPaths);
  await copyFile(join(CLIENT_DIR, '404/index.html'), join(CLIENT_DIR, '404.html'));

  const lines = redirects.map((r) => `/${r.from}  ${r.to}  301`);
  // /404 itself answers with status 404 (forced: the file exists), unknown paths redirect to it.
  await writeFile(join(CLIENT_DIR, '_redirects'), [...lines, '/404  /404.html  404!', '/*  /404  302', ''].join('\n'));
  const layout = await siteLayout();
  await writeFile(join(CLIENT_DIR, '_headers'), formatHeaders(headerRules(layout)));
  await writeFile(join(CLIENT_DIR, 'nginx.conf'), nginxConfig({ root: '/srv/angular-docs/build/client', redirects, importMapHashes: layout.importMapHashes }));
  await writeFile(
    join(CLIENT_DIR, 'serve.json'),
    JSON.stringify(
      { cleanUrls: true, trailingSlash: false, redirects: redirects.map((r) => ({ source: `/${r.from}`, destination: r.to, type: 301 })) },
      null,
      2,
    ),
  );
  return { pages: files.length };
}
