// The content pipeline: a loop over the site's sections (sections/*.ts), then what spans them once.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NavigationItem } from '../../isomorphic/navigation-types.ts';
import { ASSET_DIRS, GENERATED, HOME_STRENGTHS_URL, NAV_URLS, publicFile, UPDATE_GUIDE_URL } from '../../isomorphic/paths.ts';
import { buildRouteIndex } from '../../isomorphic/route-index.ts';
import { ContentError } from './errors.ts';
import { checkLinks } from './links.ts';
import { resolveTree, validateTree } from './navigation-tree.ts';
import { homeLinks, homeStrengthsHtml } from './home-samples.ts';
import { dateTree, readLastUpdated } from './last-updated.ts';
import { activeRedirects, LEGACY_REDIRECTS, ROUTE_REDIRECTS, type Redirect } from './redirects.ts';
import { prepareReference } from './reference/build-reference.ts';
import { writeSearchAssets } from './search/write-search-assets.ts';
import { apiSection } from './sections/api-section.ts';
import { cliSection } from './sections/cli-section.ts';
import { errorsSection } from './sections/errors-section.ts';
import { docsSiteTree, guidesSection } from './sections/guides-section.ts';
import type { ManifestPage, Section, SectionContext, SectionOutput } from './sections/section.ts';
import { playgroundSection, tutorialsSection } from './sections/projects-section.ts';

export type { ManifestPage } from './sections/section.ts';
export { markdownUrlFor, sourceFileFor } from './sections/markdown-pages.ts';
import { sourceFileFor } from './sections/markdown-pages.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PATHS = {
  docs: join(ROOT, 'content/docs'),
  examples: join(ROOT, 'content/examples'),
  /** Served as is by dev and build (ignored by git). */
  contentOut: join(ROOT, publicFile(ASSET_DIRS.content)),
  navOut: join(ROOT, publicFile(ASSET_DIRS.nav)),
  /** Playground templates and tutorials as JSON (ignored by git). */
  projectsOut: join(ROOT, publicFile(ASSET_DIRS.projects)),
  /** Every page as plain Markdown (`<path>.md`); postbuild copies them into the site. */
  markdownOut: join(ROOT, GENERATED.markdown),
  /** Build-time manifests read by react-router.config.ts and the prerender loaders. */
  manifest: join(ROOT, GENERATED.manifest),
  /** The home page's strengths with their highlighted samples (read by the home route; ignored by git). */
  homeStrengths: join(ROOT, publicFile(HOME_STRENGTHS_URL)),
  /** Search records (DocSearch shape, for `npm run search:push`) and the local engine's files. */
  search: { records: join(ROOT, GENERATED.searchRecords), publicDir: join(ROOT, publicFile(ASSET_DIRS.search)) },
};

/** Pages the shell renders as routes of their own (shell/routes.ts), linked from the footer. */
export const FOOTER_ROUTES = ['/press-kit', '/license'];

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

/** The sections, in build order: a section's links to the routes of an earlier one resolve with their headings. */
export const SECTIONS: readonly Section[] = [guidesSection, errorsSection, playgroundSection, tutorialsSection, apiSection, cliSection];

/** Builds every section, then the links, redirects, search records, navigation data and site manifest. */
export async function buildContent(): Promise<BuildResult> {
  const started = performance.now();
  const errors: ContentError[] = [];

  // The authored tree, plus the scale benchmark's generated sections when DOCS_SYNTHETIC_DIR is set.
  const siteTree = docsSiteTree();
  for (const problem of validateTree(siteTree)) errors.push(new ContentError('content/navigation.ts', 1, problem));
  const docsTree: NavigationItem[] = resolveTree(siteTree);
  dateTree(docsTree, readLastUpdated(ROOT, 'content/docs'), sourceFileFor);
  const reference = await prepareReference(ROOT, errors);

  await rm(PATHS.contentOut, { recursive: true, force: true });
  await rm(PATHS.markdownOut, { recursive: true, force: true });
  const headings = new Map<string, readonly string[]>();
  const earlier = new Map<string, SectionOutput>();
  const ctx: SectionContext = {
    paths: { root: ROOT, examples: PATHS.examples, contentOut: PATHS.contentOut, markdownOut: PATHS.markdownOut, projectsOut: PATHS.projectsOut },
    errors,
    reference,
    route: (path) => headings.get(path) ?? reference.generatedRoutes.get(path),
    earlier,
  };
  const outputs: SectionOutput[] = [];
  for (const section of SECTIONS) {
    const output = await section.build(ctx);
    for (const [path, ids] of output.headings) headings.set(path, ids);
    outputs.push(output);
    earlier.set(section.name, output);
  }
  const all = <T>(pick: (output: SectionOutput) => readonly T[] | undefined): T[] => outputs.flatMap((output) => pick(output) ?? []);

  const redirects = activeRedirects([...ROUTE_REDIRECTS, ...LEGACY_REDIRECTS, ...all((o) => o.redirects)], ctx.route);
  const staticRoutes = new Set(['', '404', ...FOOTER_ROUTES.map((url) => url.slice(1))]);
  errors.push(
    ...checkLinks(
      all((o) => o.links),
      (path) => staticRoutes.has(path.replace(/^\//, '')) || ctx.route(path.replace(/^\//, '')) !== undefined,
    ),
  );

  const manifestPages = all((o) => o.pages);
  const manifest: SiteManifest = {
    pages: manifestPages,
    redirects,
    prerender: ['/', '/404', ...FOOTER_ROUTES, ...manifestPages.map((p) => `/${p.path}`), ...all((o) => o.prerender), ...redirects.map((r) => `/${r.from}`)],
  };

  await mkdir(PATHS.navOut, { recursive: true });
  await writeFile(join(ROOT, publicFile(NAV_URLS.docs)), JSON.stringify(docsTree));
  await writeFile(join(ROOT, publicFile(NAV_URLS.reference)), JSON.stringify(reference.tree));
  const routeIndex = buildRouteIndex(docsTree, reference.tree);
  for (const problem of routeIndex.problems) errors.push(new ContentError('isomorphic/route-index.ts', 1, problem));
  await writeFile(join(ROOT, publicFile(NAV_URLS.routes)), JSON.stringify(routeIndex.index));
  await writeFile(join(ROOT, publicFile(NAV_URLS.redirects)), JSON.stringify(Object.fromEntries(redirects.map((r) => [r.from, r.to]))));
  await mkdir(dirname(PATHS.manifest), { recursive: true });
  await writeFile(PATHS.manifest, JSON.stringify(manifest, null, 1));
  await writeFile(PATHS.homeStrengths, homeStrengthsHtml());
  await writeFile(join(ROOT, publicFile(UPDATE_GUIDE_URL)), JSON.stringify(reference.generatedSection.updateGuide));
  for (const path of homeLinks()) {
    if (!manifestPages.some((page) => page.path === path))
      errors.push(new ContentError('content/pipeline/home-samples.ts', 1, `the home page links to /${path}, which is not a page`));
  }
  await writeSearchAssets(
    all((o) => o.searchBlocks),
    PATHS.search,
    redirects,
  );

  return { manifest, errors, ms: performance.now() - started, reference: all((o) => o.stats) };
}

/** Formats errors one per line as `file:line: message`. */
export function formatErrors(errors: ContentError[]): string {
  return errors.map((e) => e.message).join('\n');
}
