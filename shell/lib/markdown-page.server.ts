/**
 * Build time (prerender): the data of a page served by the docs route or the reference route, read
 * from disk and resolved by `resolvePage`. `.server` keeps this module out of every client bundle.
 */
import { data, redirect } from 'react-router';
import { readDocsTree, readFragment, readRedirects, readRouteIndex } from './content.server.ts';
import { tocContentPath } from '../../isomorphic/paths.ts';
import { navSlice, pageNeighbours } from './nav.ts';
import { stashFragment } from './prerendered-html.ts';
import { readApiTree, readReferenceTree } from './reference.server.ts';
import { REFERENCE_VISIBLE_LEVELS, withApiTree } from './reference-nav.ts';
import { resolvePage } from './resolve-page.ts';
import { DOCS_VISIBLE_LEVELS, describePage, tocFragmentKey, type MarkdownPageData } from './markdown-page.ts';

export async function loadMarkdownPage(path: string): Promise<MarkdownPageData> {
  const resolved = await resolvePage(path, {
    routeIndex: readRouteIndex,
    docsTree: readDocsTree,
    referenceTree: readReferenceTree,
    redirects: async () => Object.fromEntries((await readRedirects()).map((r) => [r.from, r.to])),
  });
  if (resolved.kind === 'redirect') throw redirect(resolved.to, 301);
  const html = resolved.kind === 'page' ? await readFragment(resolved.page.contentPath) : undefined;
  if (resolved.kind !== 'page' || html === undefined) throw data('Page not found', { status: 404 });
  const { page, section } = resolved;
  // Both are in the page once, as DOM (prerendered-html.ts): not returned, so not in the hydration data.
  stashFragment(page.contentPath, html);
  const tocPath = tocContentPath(page.contentPath);
  const toc = tocPath ? await readFragment(tocPath) : undefined;
  if (toc !== undefined) stashFragment(tocFragmentKey(page.contentPath), toc);
  const nav =
    section === 'docs'
      ? navSlice(resolved.tree, path, DOCS_VISIBLE_LEVELS)
      : navSlice(withApiTree(resolved.tree, await readApiTree()), path, REFERENCE_VISIBLE_LEVELS);
  const pager = section === 'docs' ? pageNeighbours(resolved.tree, page.path) : undefined;
  return { page, nav, section, description: describePage(html, page), ...(pager ? { pager } : {}) };
}
