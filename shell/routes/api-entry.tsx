import { data, redirect } from 'react-router';
import type { NavigationItem, PageRecord } from '../../isomorphic/navigation-types.ts';
import { Breadcrumbs } from '../layout/breadcrumbs.tsx';
import { ContentFragment } from '../layout/content-fragment.tsx';
import { PageToc } from '../layout/page-toc.tsx';
import { SecondaryNav } from '../layout/secondary-nav.tsx';
import { loadRedirects } from '../lib/content.client.ts';
import { findTrail, navSlice, type NavSliceItem } from '../lib/nav.ts';
import { apiContentLoader, loadReferenceNav } from '../lib/reference.client.ts';
import { API_GROUP_LABEL, REFERENCE_VISIBLE_LEVELS, withApiTree } from '../reference/reference-nav.ts';
import { pageTitle } from '../lib/title.ts';
import { descriptionFromHtml, pageMeta } from '../lib/page-meta.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';
import { stashFragment } from '../data/prerendered-html.ts';
import type { Route } from './+types/api-entry';

/**
 * One API entry page: `api/{module-path}/{entry-name}` (one route pattern for every entry). The entry
 * is looked up in the API tree; its fragment is `assets/api/{normalizedModule}_{name}_{type}.html`.
 */
export interface ApiEntryData {
  page: PageRecord;
  /** The fragment; absent in the build-time data (see prerendered-html.ts). */
  html?: string;
  nav: NavSliceItem[];
  /** `<meta name="description">`: the entry's summary, trimmed. */
  description: string;
}

const describe = (html: string, page: PageRecord) => descriptionFromHtml(html) ?? `API reference of ${page.label} in ${siteConfig.product}.`;

const routePath = (splat: string | undefined) => `api/${(splat ?? '').replace(/^\/+|\/+$/g, '')}`;

/** The entry item and its module group in the merged reference tree. */
function resolveEntry(tree: NavigationItem[], path: string): PageRecord | undefined {
  const trail = findTrail(tree, path);
  const item = trail.at(-1);
  const group = trail.at(-2);
  if (!item?.contentPath || !group || trail.length < 3) return undefined;
  return {
    path: item.path!,
    contentPath: item.contentPath,
    label: item.label,
    parents: [{ label: API_GROUP_LABEL, path: 'api' }, { label: group.label }],
  };
}

/** Build time (prerender): read the fragment from disk. */
export async function loader({ params }: Route.LoaderArgs): Promise<ApiEntryData> {
  const { readApiFragment, readApiTree, readReferenceTree } = await import('../lib/reference.server.ts');
  const path = routePath(params['*']);
  const tree = withApiTree(await readReferenceTree(), await readApiTree());
  const page = resolveEntry(tree, path);
  if (!page) {
    // Aliases such as api/core/if → /api/core/@if (content/pipeline/reference/build-reference.ts).
    const { readRedirects } = await import('../lib/content.server.ts');
    const redirectTo = (await readRedirects()).find((r) => r.from === path);
    if (redirectTo) throw redirect(redirectTo.to, 301);
  }
  const html = page && (await readApiFragment(page.contentPath));
  if (!page || html === undefined) throw data('Page not found', { status: 404 });
  stashFragment(page.contentPath, html);
  return { page, nav: navSlice(tree, path, REFERENCE_VISIBLE_LEVELS), description: describe(html, page) };
}

/** Browser: resolve the entry in the API tree (fetched once, reference section only), then fetch its fragment. */
export async function clientLoader({ params }: Route.ClientLoaderArgs): Promise<ApiEntryData> {
  const path = routePath(params['*']);
  const tree = await loadReferenceNav();
  const page = resolveEntry(tree, path);
  if (!page) {
    const redirects = await loadRedirects().catch(() => ({}) as Record<string, string>);
    throw redirect(redirects[path] ?? '/404');
  }
  const content = await apiContentLoader.load(page.contentPath);
  if (content.status === 'not-found') throw data('Page not found', { status: 404 });
  return { page, html: content.html, nav: tree, description: describe(content.html, page) };
}

export function meta({ loaderData: pageData, location }: Route.MetaArgs) {
  if (!pageData) return [{ title: pageTitle(siteConfig.product, 'Page not found') }];
  const { page } = pageData;
  return pageMeta({
    origin: siteConfig.origin,
    product: siteConfig.product,
    title: pageTitle(siteConfig.product, page.label),
    headline: page.label,
    description: pageData.description,
    pathname: location.pathname,
    crumbs: page.parents,
    type: 'article',
  });
}

export default function ApiEntryPage({ loaderData }: Route.ComponentProps) {
  const { page, nav } = loaderData;
  return (
    <div className="docs-page-layout">
      <SecondaryNav items={nav} activePath={page.path} label="Reference" loadFullTree={loadReferenceNav} />
      <article className="docs-article">
        <Breadcrumbs parents={page.parents} />
        <ContentFragment id="docs-content" className="docs-viewer docs-api-viewer" fragmentKey={page.contentPath} html={loaderData.html} />
      </article>
      <PageToc contentId="docs-content" />
    </div>
  );
}
