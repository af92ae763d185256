/**
 * The reference section of the site: API reference (generated from the installed packages), CLI
 * reference (generated from `ng --json-help`), error encyclopedia and extended diagnostics (Markdown).
 *
 * `prepareReference` runs before the section loop of build-content.ts: it extracts the API (cached),
 * dumps the CLI help (cached) and finds the error pages, which gives the reference tree
 * (`reference.json`), the Markdown pages of the section and the routes the generated pages will have
 * (so links resolve whichever section renders first). The sections `errors`, `api` and `cli`
 * (sections/*.ts) render the pages.
 */
import { join } from 'node:path';
import type { NavigationItem, PageRecord, SiteTreeItem } from '../../../isomorphic/navigation-types.ts';
import { ContentError } from '../errors.ts';
import { flattenPages, resolveTree } from '../navigation-tree.ts';
import { prepareApi, readHistory, type PreparedApi } from '../api/build-api.ts';
import { memberIds, type RenderableEntry } from '../api/render-entry.ts';
import { apiChangesSection, entryLinks } from './api-changes.ts';
import { dumpCliHelp, type CliDump } from '../cli/cli-help.ts';
import { cliContentPath, cliHeadingIds, cliRoute } from '../cli/render-cli.ts';
import { generatedSections, type GeneratedSection } from './generated-tables.ts';
import { overviewAppendix, readCodeSection, sectionTree, type CodeSection } from './error-pages.ts';

export interface PreparedReference {
  /** The reference tree without the API entries (those are in api.json). */
  tree: NavigationItem[];
  /** Markdown pages of the section (errors, diagnostics, their overviews). */
  markdownPages: PageRecord[];
  /** Markdown appended to a page before rendering, by content path (the generated lists). */
  appendix: Map<string, string>;
  /** Generated pages: route path → heading ids (for link checks and redirects). */
  generatedRoutes: Map<string, string[]>;
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
  const members = new Map<string, ReadonlySet<string>>();
  for (const module of api.modules)
    module.raw.forEach((raw, i) => members.set(`${module.moduleName} ${module.entries[i]!.name}`, memberIds(raw as unknown as RenderableEntry)));
  const apiChanges = apiChangesSection(
    root,
    readHistory(root),
    entryLinks(api.manifest, (moduleName, name) => members.get(`${moduleName} ${name}`) ?? new Set()),
    errors,
  );

  const authored: SiteTreeItem[] = [
    ...generatedSection.before,
    { label: 'API Reference', children: [{ label: 'Overview', path: 'api' }] },
    ...apiChanges.tree,
    cliTree(cli),
    ...sections.map(sectionTree).filter((s): s is SiteTreeItem => Boolean(s)),
    ...generatedSection.tree,
  ];
  const tree = resolveTree(authored);
  const markdownContentPaths = new Set(sections.flatMap((s) => [...(s.overview ? [s.overview.contentPath] : []), ...s.pages.map((p) => p.contentPath)]));
  for (const page of flattenPages(resolveTree([...generatedSection.before, ...generatedSection.tree, ...apiChanges.tree])))
    markdownContentPaths.add(page.contentPath);
  const markdownPages = flattenPages(tree).filter((p) => markdownContentPaths.has(p.contentPath));

  const appendix = new Map<string, string>();
  for (const section of sections) if (section.overview) appendix.set(section.overview.contentPath, overviewAppendix(section));
  // Both may add to a page (the update guide): the API changes link goes after the generated tables.
  for (const [contentPath, markdown] of [...generatedSection.generated, ...apiChanges.generated])
    appendix.set(contentPath, appendix.has(contentPath) ? `${appendix.get(contentPath)}\n${markdown}` : markdown);

  const generatedRoutes = new Map<string, string[]>();
  generatedRoutes.set('api', []);
  for (const path of api.routes) generatedRoutes.set(path, []);
  generatedRoutes.set('cli', []);
  for (const page of cli.pages) generatedRoutes.set(cliRoute(page), cliHeadingIds(page));

  return {
    tree,
    markdownPages,
    appendix,
    generatedRoutes,
    api,
    cli,
    sections,
    generatedSection,
  };
}
