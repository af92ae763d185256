/**
 * The docs and reference pages written in Markdown or generated (errors, extended diagnostics, CLI,
 * the generated tables): the data of the docs route (`*`) and the reference route (`errors/*`,
 * `cli/*`, …), one shape and one resolver for both, over any asset source. The path resolves through
 * `resolvePage` (route index, then one tree, or the redirects); then the fragment and its TOC are read.
 */
import { data, redirect } from 'react-router';
import type { AssetSource } from '../../isomorphic/asset-source.ts';
import type { PageRecord } from '../../isomorphic/navigation-types.ts';
import { contentUrl, tocContentPath } from '../../isomorphic/paths.ts';
import type { PageSection } from '../../isomorphic/route-index.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';
import { navSlice, pageNeighbours, type NavSliceItem, type PageLink } from '../navigation/nav.ts';
import { rememberMissingPath } from '../navigation/missing-path.ts';
import { descriptionFromHtml } from '../../isomorphic/page-description.ts';
import { REFERENCE_VISIBLE_LEVELS } from './reference-nav.ts';
import { stashFragment } from './prerendered-html.ts';
import { resolvePage } from './resolve-page.ts';
import { docsTree, redirects, referenceNav, referenceTree, routeIndex } from './trees.ts';

/** Levels of the docs tree visible without expanding (spec §9). */
export const DOCS_VISIBLE_LEVELS = 2;

export interface MarkdownPageData {
  page: PageRecord;
  /** The fragment; absent in the build-time data (see prerendered-html.ts). */
  html?: string;
  /** The build-time table of contents (Markdown pages); absent in the build-time data, like `html`. */
  toc?: string;
  nav: NavSliceItem[];
  /** Which tree the page is in: the docs tree or the reference tree (errors, diagnostics, CLI). */
  section?: PageSection;
  /** `<meta name="description">`: the page's first paragraph, trimmed. */
  description: string;
  /** The pages before and after this one in the docs tree (docs pages only). */
  pager?: { previous?: PageLink; next?: PageLink };
}

export const describePage = (html: string, page: PageRecord) => descriptionFromHtml(html) ?? `${page.label}: ${siteConfig.product} documentation.`;

/** Key of a page's table of contents in the prerendered-HTML stash. */
export const tocFragmentKey = (contentPath: string) => `toc:${contentPath}`;

/**
 * A request's path as a tree path: no leading or trailing slash, decoded (and without the `.data`
 * suffix of a data request, should a loader be handed one).
 */
export function pagePathOf(url: string): string {
  const pathname = new URL(url, 'http://localhost').pathname.replace(/\.data$/, '').replace(/^\/+|\/+$/g, '');
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The page at `path` (no leading or trailing slash). At prerender (disk) the fragment and the TOC are
 * stashed for the render, not returned, and the sidebar gets the page's slice of the tree; in the
 * browser they are returned, with the whole tree. A redirect or a missing page is thrown as React
 * Router expects it from a loader.
 */
export async function markdownPage(source: AssetSource, path: string): Promise<MarkdownPageData> {
  const prerender = source.origin === 'disk';
  const resolved = await resolvePage(path, {
    routeIndex: () => routeIndex(source),
    docsTree: () => docsTree(source),
    // In the browser a missing tree or redirect list reads as empty: the path then goes to /404.
    referenceTree: () => (prerender ? referenceTree(source) : referenceTree(source).catch(() => [])),
    redirects: () => (prerender ? redirects(source) : redirects(source).catch(() => ({}))),
  });
  if (resolved.kind === 'redirect') throw prerender ? redirect(resolved.to, 301) : redirect(resolved.to);
  if (resolved.kind === 'not-found') {
    if (prerender) throw data('Page not found', { status: 404 });
    // The 404 page offers a search for the words of the missing path.
    rememberMissingPath(path);
    throw redirect('/404');
  }
  const { page, section } = resolved;
  const tocPath = tocContentPath(page.contentPath);
  const [html, toc, tree] = await Promise.all([
    source.text(contentUrl(page.contentPath)),
    // The TOC is an extra: without it the element lists the headings itself.
    tocPath ? source.text(contentUrl(tocPath)).catch(() => undefined) : undefined,
    // The reference sidebar shows the API module groups too: read only for reference pages.
    section === 'docs' ? resolved.tree : prerender ? referenceNav(source) : referenceNav(source).catch(() => resolved.tree),
  ]);
  if (html === undefined) throw data('Page not found', { status: 404 });
  const description = describePage(html, page);
  const pager = section === 'docs' ? pageNeighbours(resolved.tree, page.path) : undefined;
  if (prerender) {
    // Both are in the page once, as DOM (prerendered-html.ts): not returned, so not in the hydration data.
    stashFragment(page.contentPath, html);
    if (toc !== undefined) stashFragment(tocFragmentKey(page.contentPath), toc);
    return {
      page,
      nav: navSlice(tree, path, section === 'docs' ? DOCS_VISIBLE_LEVELS : REFERENCE_VISIBLE_LEVELS),
      section,
      description,
      ...(pager ? { pager } : {}),
    };
  }
  return { page, html, toc: toc ?? '', nav: tree, section, description, ...(pager ? { pager } : {}) };
}
