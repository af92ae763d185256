import { Breadcrumbs } from '../layout/breadcrumbs.tsx';
import { ContentFragment } from '../layout/content-fragment.tsx';
import { PageToc } from '../layout/page-toc.tsx';
import { SecondaryNav } from '../layout/secondary-nav.tsx';
import { apiEntryPage, apiEntryPath } from '../reference/api-pages.ts';
import { assets } from '../data/assets.ts';
import { loadReferenceNav } from '../data/trees.ts';
import { pageTitle } from '../head/title.ts';
import { pageMeta } from '../head/page-meta.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';
import type { Route } from './+types/api-entry';

/** One API entry page: `api/{module-path}/{entry-name}` (one route pattern for every entry; shell/reference/api-pages.ts). */
export const loader = async ({ params }: Route.LoaderArgs) => apiEntryPage(await import('../data/disk-assets.server.ts'), apiEntryPath(params['*']));
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => apiEntryPage(assets, apiEntryPath(params['*']));

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
