import { useEffect } from 'react';
import { data, redirect, useRevalidator } from 'react-router';
import type { PageRecord } from '../../content/navigation-types.ts';
import { Breadcrumbs } from '../layout/breadcrumbs.tsx';
import { ContentFragment } from '../layout/content-fragment.tsx';
import { PageToc, tocFragmentKey } from '../layout/page-toc.tsx';
import { UpdateGuide } from '../layout/update-guide.tsx';
import { SecondaryNav } from '../layout/secondary-nav.tsx';
import { clearContentCaches, contentLoader, loadDocsTree, loadRedirects } from '../lib/content.client.ts';
import { tocContentPath } from '../lib/content-cache.ts';
import { navSlice, type NavSliceItem } from '../lib/nav.ts';
import { resolvePage } from '../lib/resolve-page.ts';
import { loadReferenceNav, loadReferenceTree } from '../lib/reference.client.ts';
import { REFERENCE_VISIBLE_LEVELS, withApiTree } from '../lib/reference-nav.ts';
import { pageHeadline, pageTitle } from '../lib/title.ts';
import { descriptionFromHtml, pageMeta } from '../lib/page-meta.ts';
import { stashFragment } from '../lib/prerendered-html.ts';
import { siteConfig } from '../site.config.ts';
import type { Route } from './+types/doc';

/** Levels of the docs tree visible without expanding (spec §9). */
const DOCS_VISIBLE_LEVELS = 2;

/** The splat param as a tree path: no leading or trailing slash. */
const routePath = (splat: string | undefined) => (splat ?? '').replace(/^\/+|\/+$/g, '');

export interface DocPageData {
  page: PageRecord;
  /** The fragment; absent in the build-time data (see prerendered-html.ts). */
  html?: string;
  /** The build-time table of contents (Markdown pages); absent in the build-time data, like `html`. */
  toc?: string;
  nav: NavSliceItem[];
  /** Which tree the page is in: the docs tree or the reference tree (errors, diagnostics, CLI). */
  section?: 'docs' | 'reference';
  /** `<meta name="description">`: the page's first paragraph, trimmed. */
  description: string;
}

const describe = (html: string, page: PageRecord) =>
  descriptionFromHtml(html) ?? `${page.label}: ${siteConfig.product} documentation.`;

/** Build time (prerender): read the page from disk. */
export async function loader({ params }: Route.LoaderArgs): Promise<DocPageData> {
  const { readDocsTree, readFragment, readRedirects } = await import('../lib/content.server.ts');
  const { readApiTree, readReferenceTree } = await import('../lib/reference.server.ts');
  const path = routePath(params['*']);
  const resolved = await resolvePage(path, {
    docsTree: readDocsTree,
    referenceTree: readReferenceTree,
    redirects: async () => Object.fromEntries((await readRedirects()).map((r) => [r.from, r.to])),
  });
  if (resolved.kind === 'redirect') throw redirect(resolved.to, 301);
  const html = resolved.kind === 'page' ? await readFragment(resolved.page.contentPath) : undefined;
  if (resolved.kind !== 'page' || html === undefined) throw data('Page not found', { status: 404 });
  const { page, section } = resolved;
  stashFragment(page.contentPath, html);
  const tocPath = tocContentPath(page.contentPath);
  const toc = tocPath ? await readFragment(tocPath) : undefined;
  if (toc !== undefined) stashFragment(tocFragmentKey(page.contentPath), toc);
  const nav =
    section === 'docs'
      ? navSlice(resolved.tree, path, DOCS_VISIBLE_LEVELS)
      : navSlice(withApiTree(resolved.tree, await readApiTree()), path, REFERENCE_VISIBLE_LEVELS);
  return { page, nav, section, description: describe(html, page) };
}

/** Browser: resolve the path (docs tree, then reference tree, then redirects), then fetch the fragment (cached). */
export async function clientLoader({ params }: Route.ClientLoaderArgs): Promise<DocPageData> {
  const path = routePath(params['*']);
  const resolved = await resolvePage(path, {
    docsTree: loadDocsTree,
    referenceTree: () => loadReferenceTree().catch(() => []),
    redirects: () => loadRedirects().catch(() => ({})),
  });
  if (resolved.kind === 'redirect') throw redirect(resolved.to);
  if (resolved.kind === 'not-found') throw redirect('/404');
  const { page, section } = resolved;
  // The reference sidebar shows the API module groups too: fetched only for reference pages.
  const tocPath = tocContentPath(page.contentPath);
  const [content, nav, toc] = await Promise.all([
    contentLoader.load(page.contentPath),
    section === 'docs' ? resolved.tree : loadReferenceNav().catch(() => resolved.tree),
    // The TOC is an extra: without it the element lists the headings itself.
    tocPath ? contentLoader.load(tocPath).catch(() => undefined) : undefined,
  ]);
  if (content.status === 'not-found') throw data('Page not found', { status: 404 });
  return { page, html: content.html, toc: toc?.status === 'ok' ? toc.html : '', nav, section, description: describe(content.html, page) };
}

export function meta({ loaderData: pageData, location }: Route.MetaArgs) {
  if (!pageData) return [{ title: pageTitle(siteConfig.product, 'Page not found') }];
  const { page } = pageData;
  return pageMeta({
    origin: siteConfig.origin,
    product: siteConfig.product,
    title: pageTitle(siteConfig.product, page.label, page.parents.at(-1)?.label),
    headline: pageHeadline(page.label, page.parents.at(-1)?.label),
    description: pageData.description,
    pathname: location.pathname,
    crumbs: page.parents,
    type: 'article',
  });
}

export default function DocPage({ loaderData }: Route.ComponentProps) {
  const { page, nav, section } = loaderData;
  useContentHotReload();

  return (
    <div className="docs-page-layout">
      {section === 'reference' ? (
        <SecondaryNav items={nav} activePath={page.path} label="Reference" loadFullTree={loadReferenceNav} />
      ) : (
        <SecondaryNav items={nav} activePath={page.path} />
      )}
      <article className="docs-article">
        <Breadcrumbs parents={page.parents} />
        {page.path === 'update-guide' ? <UpdateGuide /> : null}
        <ContentFragment id="docs-content" className="docs-viewer" fragmentKey={page.contentPath} html={loaderData.html} />
      </article>
      <PageToc contentId="docs-content" tocKey={tocFragmentKey(page.contentPath)} toc={loaderData.toc} />
    </div>
  );
}

/** In development, re-load the page's data when its Markdown changes (see vite.config.ts). */
function useContentHotReload(): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!import.meta.hot) return;
    const onChange = () => {
      clearContentCaches();
      void revalidator.revalidate();
    };
    import.meta.hot.on('docs:content-changed', onChange);
    return () => import.meta.hot?.off('docs:content-changed', onChange);
  }, [revalidator]);
}
