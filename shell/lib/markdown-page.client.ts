/**
 * Browser: the data of a page served by the docs route or the reference route: resolved by
 * `resolvePage` (route index, then one tree, or the redirects), then the fragment and its TOC fetched
 * (cached).
 */
import { data, redirect } from 'react-router';
import { contentLoader, loadDocsTree, loadRedirects, loadRouteIndex } from './content.client.ts';
import { tocContentPath } from '../../isomorphic/paths.ts';
import { loadReferenceNav, loadReferenceTree } from './reference.client.ts';
import { rememberMissingPath } from './missing-path.ts';
import { pageNeighbours } from './nav.ts';
import { resolvePage } from './resolve-page.ts';
import { describePage, type MarkdownPageData } from './markdown-page.ts';

export async function fetchMarkdownPage(path: string): Promise<MarkdownPageData> {
  const resolved = await resolvePage(path, {
    routeIndex: loadRouteIndex,
    docsTree: loadDocsTree,
    referenceTree: () => loadReferenceTree().catch(() => []),
    redirects: () => loadRedirects().catch(() => ({})),
  });
  if (resolved.kind === 'redirect') throw redirect(resolved.to);
  if (resolved.kind === 'not-found') {
    rememberMissingPath(path);
    throw redirect('/404');
  }
  const { page, section } = resolved;
  const tocPath = tocContentPath(page.contentPath);
  // The reference sidebar shows the API module groups too: fetched only for reference pages.
  const [content, nav, toc] = await Promise.all([
    contentLoader.load(page.contentPath),
    section === 'docs' ? resolved.tree : loadReferenceNav().catch(() => resolved.tree),
    // The TOC is an extra: without it the element lists the headings itself.
    tocPath ? contentLoader.load(tocPath).catch(() => undefined) : undefined,
  ]);
  if (content.status === 'not-found') throw data('Page not found', { status: 404 });
  const pager = section === 'docs' ? pageNeighbours(resolved.tree, page.path) : undefined;
  return {
    page,
    html: content.html,
    toc: toc?.status === 'ok' ? toc.html : '',
    nav,
    section,
    description: describePage(content.html, page),
    ...(pager ? { pager } : {}),
  };
}
