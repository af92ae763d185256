import { NotFoundContent } from '../layout/not-found-content.tsx';
import { pageTitle } from '../head/title.ts';
import { pageMeta } from '../head/page-meta.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';

export function meta() {
  return pageMeta({
    origin: siteConfig.origin,
    product: siteConfig.product,
    title: pageTitle(siteConfig.product, 'Page not found'),
    headline: 'Page not found',
    description: 'This page does not exist. Search the documentation or start from the overview.',
    pathname: '/404',
    crumbs: undefined,
    type: 'website',
    noindex: true,
  });
}

export default function NotFound() {
  return <NotFoundContent />;
}
