import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NavigationItem, PageRecord } from '../navigation-types.ts';
import { DOCS_TREE } from '../navigation.ts';
import { editUrlFor, siteConfig } from '../../shell/site.config.ts';
import { plainMarkdown } from './plain-markdown.ts';
import { ContentError } from './errors.ts';
import { checkLinks, type PageLinks } from './links.ts';
import { renderMarkdown, type Heading } from './markdown/render.ts';
import { flattenPages, resolveTree, validateTree } from './navigation.ts';
import { buildProjects } from './projects.ts';
import { homeLinks, homeStrengthsHtml } from './home-samples.ts';
import { activeRedirects, LEGACY_REDIRECTS, ROUTE_REDIRECTS, type Redirect } from './redirects.ts';
import { finishReference, prepareReference } from './reference/build-reference.ts';
import { mergeGenerated } from './reference/generated-tables.ts';
import { REFERENCE_CATEGORY, referenceSearchPages } from './search/reference-pages.ts';
import { searchPagesFromManifest } from './search/site-pages.ts';
import { writeSearchAssets } from './search/write-search-assets.ts';
import { syntheticSource, syntheticTree } from './synthetic.ts';
import { renderPages, type RenderJob } from './render-pool.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PATHS = {
  docs: join(ROOT, 'content/docs'),
  examples: join(ROOT, 'content/examples'),
  /** Served as is by dev and build (ignored by git). */
  contentOut: join(ROOT, 'public/assets/content'),
  navOut: join(ROOT, 'public/assets/nav'),
  /** Playground templates and tutorials as JSON (ignored by git). */
  projectsOut: join(ROOT, 'public/assets/projects'),
  /** Every page as plain Markdown (`<path>.md`); postbuild copies them into the site. */
  markdownOut: join(ROOT, '.generated/markdown'),
  /** Build-time manifests read by react-router.config.ts and the prerender loaders. */
  manifest: join(ROOT, '.generated/site-manifest.json'),
  /** The home page's strengths with their highlighted samples (read by the home route; ignored by git). */
  homeStrengths: join(ROOT, 'public/assets/content/home-strengths.html'),
  /** Search records (DocSearch shape, for `npm run search:push`) and the local engine's files. */
  search: { records: join(ROOT, '.generated/search-records.json'), publicDir: join(ROOT, 'public/assets/search') },
};

/** Pages the shell renders as routes of their own (shell/routes.ts), linked from the footer. */
export const FOOTER_ROUTES = ['/press-kit', '/license'];

export interface ManifestPage extends PageRecord {
  title: string | null;
  headings: Heading[];
}

export interface SiteManifest {
  pages: ManifestPage[];
  redirects: Redirect[];
  /** Every URL the prerender step writes as static HTML. */
  prerender: string[];
}

export interface BuildResult {
  manifest: SiteManifest;
  errors: ContentError[];
  ms: number;
  /** Figures of the reference section (API, CLI, errors), one line each. */
  reference?: string[];
}

/** Site URL of a page's plain-Markdown version (written by scripts/machine-readable.ts). */
export function markdownUrlFor(path: string): string {
  return `/${path}.md`;
}

/** Repo-relative Markdown source of a content path (absolute for the scale benchmark's synthetic pages). */
export function sourceFileFor(contentPath: string): string {
  return syntheticSource(contentPath) ?? `content/docs/${contentPath}.md`;
}

/** Renders one page's Markdown to its fragment on disk. Throws ContentError on broken content. */
export async function renderPage(page: PageRecord, appendMarkdown = ''): Promise<ManifestPage & { links: PageLinks['links'] }> {
  const file = sourceFileFor(page.contentPath);
  const source = mergeGenerated(await readFile(resolve(ROOT, file), 'utf8'), appendMarkdown);
  const result = renderMarkdown(source, {
    file,
    editUrl: editUrlFor(siteConfig, file),
    markdownUrl: markdownUrlFor(page.path),
    examplesDir: PATHS.examples,
  });
  const out = join(PATHS.contentOut, `${page.contentPath}.md.html`);
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, result.html);
  const plain = join(PATHS.markdownOut, `${page.path}.md`);
  await mkdir(dirname(plain), { recursive: true });
  await writeFile(plain, plainMarkdown(source, { examplesDir: PATHS.examples, origin: siteConfig.origin }));
  return { ...page, title: result.title, headings: result.headings, links: result.links };
}

/** Builds every content fragment, the navigation data and the site manifest. */
export async function buildContent(): Promise<BuildResult> {
  const started = performance.now();
  const errors: ContentError[] = [];

  const siteTree = [...DOCS_TREE, ...syntheticTree()];
  for (const problem of validateTree(siteTree)) errors.push(new ContentError('content/navigation.ts', 1, problem));
  const docsTree: NavigationItem[] = resolveTree(siteTree);
  const reference = await prepareReference(ROOT, errors);
  const pages = [...flattenPages(docsTree), ...reference.markdownPages];

  await rm(PATHS.contentOut, { recursive: true, force: true });
  await rm(PATHS.markdownOut, { recursive: true, force: true });
  const rendered: Awaited<ReturnType<typeof renderPage>>[] = [];
  const jobs: RenderJob[] = [];
  for (const page of pages) {
    const file = sourceFileFor(page.contentPath);
    if (!existsSync(resolve(ROOT, file))) {
      errors.push(new ContentError('content/navigation.ts', 1, `"${page.label}" (/${page.path}) has no content: ${file} does not exist`));
      continue;
    }
    jobs.push({ page, append: reference.appendix.get(page.contentPath) });
  }
  // On worker threads when there are many pages (render-pool.ts); in order either way.
  for (const result of await renderPages(jobs, (job) => renderPage(job.page, job.append))) {
    if (result instanceof ContentError) errors.push(result);
    else rendered.push(result);
  }

  const byPath = new Map(rendered.map((page) => [page.path, page]));
  const headingIds = (page: { headings: Heading[] }) => page.headings.map((h) => h.id).filter(Boolean);
  const redirects = activeRedirects([...ROUTE_REDIRECTS, ...LEGACY_REDIRECTS, ...reference.redirects], (path) => {
    const page = byPath.get(path);
    return page ? headingIds(page) : reference.generatedRoutes.get(path);
  });

  const projects = await buildProjects({ root: ROOT, out: PATHS.projectsOut });
  errors.push(...projects.errors);

  const staticRoutes = new Set(['', '404', ...FOOTER_ROUTES.map((url) => url.slice(1)), ...projects.prerender.map((url) => url.slice(1))]);
  errors.push(
    ...checkLinks(
      rendered.map((page) => ({
        file: sourceFileFor(page.contentPath),
        route: `/${page.path}`,
        headingIds: headingIds(page),
        links: page.links,
      })),
      (path) => staticRoutes.has(path.replace(/^\//, '')) || reference.generatedRoutes.has(path.replace(/^\//, '')),
    ),
  );

  const manifestPages: ManifestPage[] = rendered.map(({ links: _links, ...page }) => page);
  const manifest: SiteManifest = {
    pages: manifestPages,
    redirects,
    prerender: ['/', '/404', ...FOOTER_ROUTES, ...manifestPages.map((p) => `/${p.path}`), ...projects.prerender, ...reference.prerender, ...redirects.map((r) => `/${r.from}`)],
  };
  const referenceStats = await finishReference(ROOT, reference, (path) => {
    const page = byPath.get(path);
    return page ? headingIds(page) : undefined;
  });
  errors.push(...referenceStats.errors);

  await mkdir(PATHS.navOut, { recursive: true });
  await writeFile(join(PATHS.navOut, 'docs.json'), JSON.stringify(docsTree));
  await writeFile(
    join(PATHS.navOut, 'redirects.json'),
    JSON.stringify(Object.fromEntries(redirects.map((r) => [r.from, r.to]))),
  );
  await mkdir(dirname(PATHS.manifest), { recursive: true });
  await writeFile(PATHS.manifest, JSON.stringify(manifest, null, 1));
  await writeFile(PATHS.homeStrengths, homeStrengthsHtml());
  for (const path of homeLinks()) {
    if (!byPath.has(path)) errors.push(new ContentError('content/pipeline/home-samples.ts', 1, `the home page links to /${path}, which is not a page`));
  }
  const referencePaths = new Set(reference.markdownPages.map((p) => p.path));
  const searchPages = await searchPagesFromManifest(
    manifestPages.map((p) => (referencePaths.has(p.path) ? { ...p, searchCategory: REFERENCE_CATEGORY } : p)),
    PATHS.contentOut,
  );
  await writeSearchAssets([...searchPages, ...projects.search, ...(await referenceSearchPages(ROOT, reference))], PATHS.search, redirects);

  return { manifest, errors, ms: performance.now() - started, reference: referenceStats.lines };
}

/** Formats errors one per line as `file:line: message`. */
export function formatErrors(errors: ContentError[]): string {
  return errors.map((e) => e.message).join('\n');
}
