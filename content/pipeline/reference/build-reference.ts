/**
 * The reference section of the site: API reference (generated from the installed packages), CLI
 * reference (generated from `ng --json-help`), error encyclopedia and extended diagnostics (Markdown).
 *
 * Two steps, called by build-content.ts around the rendering of the Markdown pages:
 *  1. `prepareReference`: extract the API (cached), dump the CLI help (cached), find the error pages;
 *     gives the reference tree, the Markdown pages to render, the generated routes and redirects;
 *  2. `finishReference`: once every Markdown page is known (for link resolution), write the API and CLI
 *     fragments and the navigation JSON (`reference.json`, `api.json`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { NavigationItem, PageRecord, SiteTreeItem } from '../../../isomorphic/navigation-types.ts';
import { ASSET_DIRS, contentUrl, NAV_URLS, publicFile } from '../../../isomorphic/paths.ts';
import { ContentError } from '../errors.ts';
import { flattenPages, resolveTree } from '../navigation.ts';
import type { Redirect } from '../redirects.ts';
import { prepareApi, renderApi, type PreparedApi } from '../api/build-api.ts';
import { blockAliases } from '../api/manifest.ts';
import type { LinkResolver } from '../api/doc-text.ts';
import { dumpCliHelp, type CliDump, type CliPage } from '../cli/cli-help.ts';
import { cliContentPath, cliHeadingIds, cliRoute, renderCliPage } from '../cli/render-cli.ts';
import { renderCliOverview } from '../cli/render-cli-overview.ts';
import { generatedSections, type GeneratedSection } from './generated-tables.ts';
import { codeRedirects, overviewAppendix, readCodeSection, sectionTree, type CodeSection } from './error-pages.ts';

export interface PreparedReference {
  /** The reference tree without the API entries (those are in api.json). */
  tree: NavigationItem[];
  /** Markdown pages of the section (errors, diagnostics, their overviews). */
  markdownPages: PageRecord[];
  /** Markdown appended to a page before rendering, by content path (the generated lists). */
  appendix: Map<string, string>;
  redirects: Redirect[];
  /** Generated pages: route path → heading ids (for link checks and redirects). */
  generatedRoutes: Map<string, string[]>;
  /** URLs of generated pages to prerender. */
  prerender: string[];
  api: PreparedApi;
  cli: CliDump;
  sections: CodeSection[];
  generatedSection: GeneratedSection;
}

function cliTree(cli: CliDump): SiteTreeItem {
  const children: SiteTreeItem[] = [{ label: 'Overview', path: 'cli', contentPath: 'cli.html' }];
  for (const page of cli.pages.filter((p) => !p.parent)) {
    const subs = cli.pages.filter((p) => p.parent === page.path);
    const item = { label: `ng ${page.help.name}`, path: cliRoute(page), contentPath: cliContentPath(page) };
    if (!subs.length) {
      children.push(item);
      continue;
    }
    children.push({
      label: `ng ${page.help.name}`,
      children: [{ ...item, label: 'Overview' }, ...subs.map((sub) => ({ label: sub.help.name, path: cliRoute(sub), contentPath: cliContentPath(sub) }))],
    });
  }
  return { label: 'CLI Reference', children };
}

export async function prepareReference(root: string, errors: ContentError[]): Promise<PreparedReference> {
  const docsDir = join(root, 'content/docs');
  const sections = [readCodeSection(docsDir, 'errors', errors), readCodeSection(docsDir, 'extended-diagnostics', errors)];
  const [api, cli] = await Promise.all([prepareApi(root, { errors }), dumpCliHelp(root)]);
  const generatedSection = generatedSections(root, errors);

  const authored: SiteTreeItem[] = [
    ...generatedSection.before,
    { label: 'API Reference', children: [{ label: 'Overview', path: 'api' }] },
    cliTree(cli),
    ...sections.map(sectionTree).filter((s): s is SiteTreeItem => Boolean(s)),
    ...generatedSection.tree,
  ];
  const tree = resolveTree(authored);
  const markdownContentPaths = new Set(sections.flatMap((s) => [...(s.overview ? [s.overview.contentPath] : []), ...s.pages.map((p) => p.contentPath)]));
  for (const page of flattenPages(resolveTree([...generatedSection.before, ...generatedSection.tree]))) markdownContentPaths.add(page.contentPath);
  const markdownPages = flattenPages(tree).filter((p) => markdownContentPaths.has(p.contentPath));

  const appendix = new Map<string, string>();
  for (const section of sections) if (section.overview) appendix.set(section.overview.contentPath, overviewAppendix(section));
  for (const [contentPath, markdown] of generatedSection.generated) appendix.set(contentPath, markdown);

  const generatedRoutes = new Map<string, string[]>();
  generatedRoutes.set('api', []);
  for (const path of api.routes) generatedRoutes.set(path, []);
  generatedRoutes.set('cli', []);
  for (const page of cli.pages) generatedRoutes.set(cliRoute(page), cliHeadingIds(page));

  return {
    tree,
    markdownPages,
    appendix,
    redirects: [...sections.flatMap(codeRedirects), ...blockAliases(api)],
    generatedRoutes,
    prerender: [...generatedRoutes.keys()].map((p) => `/${p}`),
    api,
    cli,
    sections,
    generatedSection,
  };
}

export interface ReferenceStats {
  lines: string[];
  errors: ContentError[];
}

/** Writes the API and CLI fragments and the section's navigation JSON. */
export async function finishReference(
  root: string,
  ref: PreparedReference,
  docsRoute: (path: string) => readonly string[] | undefined,
): Promise<ReferenceStats> {
  const knownRoute = (path: string) => ref.generatedRoutes.get(path) ?? docsRoute(path);
  const rendered = await renderApi(root, ref.api, knownRoute);

  const started = performance.now();
  const resolver: LinkResolver = {
    symbol: () => undefined,
    route: (raw) => {
      const [path, anchor] = raw.split('#', 2) as [string, string | undefined];
      const clean = path.split('?')[0]!.replace(/\/+$/, '');
      const ids = knownRoute(clean);
      if (!ids) return undefined;
      return anchor && ids.includes(anchor) ? `/${clean}#${anchor}` : `/${clean}`;
    },
    pageIds: new Set(),
  };
  const write = async (contentPath: string, html: string) => {
    const out = join(root, publicFile(contentUrl(contentPath)));
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, html);
  };
  await write('cli.html', renderCliOverview(ref.cli, resolver));
  await Promise.all(
    ref.cli.pages.map((page: CliPage) => write(cliContentPath(page), renderCliPage(page, { ...resolver, pageIds: new Set(cliHeadingIds(page)) }))),
  );
  const cliMs = performance.now() - started;

  await mkdir(join(root, publicFile(ASSET_DIRS.nav)), { recursive: true });
  await writeFile(join(root, publicFile(NAV_URLS.reference)), JSON.stringify(ref.tree));

  const authored = ref.api.manifest.flatMap((m) => m.entries).filter((e) => e.type === 'block' || e.type === 'element').length;
  const perModule = ref.api.manifest.map((m) => `${m.moduleName} ${m.entries.length}`).join(', ');
  return {
    errors: rendered.errors,
    lines: [
      `API: ${rendered.pages} entry pages from ${ref.api.manifest.length} modules, ${authored} of them authored blocks/elements (${perModule})`,
      `API: extraction ${Math.round(ref.api.extractMs)} ms${ref.api.cached ? ' (cached)' : ''}, rendering ${Math.round(rendered.ms)} ms, ${(rendered.bytes / 1024 / 1024).toFixed(1)} MB of HTML`,
      ...ref.api.warnings.map((w) => `API note: ${w}`),
      `CLI: ${ref.cli.pages.length + 1} pages from @angular/cli ${ref.cli.version} (dump ${Math.round(ref.cli.ms)} ms${ref.cli.cached ? ', cached' : ''}; rendering ${Math.round(cliMs)} ms)`,
      ...ref.sections.map((s) => `${s.label}: ${s.pages.length} pages${s.overview ? ' + overview' : ''}`),
    ],
  };
}
