import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { assets } from '../data/assets.ts';
import { tocFragmentKey, type MarkdownPageData } from '../data/markdown-page.ts';
import { pageMeta } from '../head/page-meta.ts';
import { loadReferenceNav } from '../data/trees.ts';
import { pageHeadline, pageTitle } from '../head/title.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { ContentFragment } from './content-fragment.tsx';
import { PageEnd } from './page-end.tsx';
import { PrintSection } from './print-section.tsx';
import { NarrowToc, PageToc } from './page-toc.tsx';
import { SecondaryNav } from './secondary-nav.tsx';
import { UpdateGuide } from '../update-guide/update-guide.tsx';

/** The `meta` of the docs and reference routes. */
export function markdownPageMeta(pageData: MarkdownPageData | undefined, pathname: string) {
  if (!pageData) return [{ title: pageTitle(siteConfig.product, 'Page not found') }];
  const { page } = pageData;
  return pageMeta({
    origin: siteConfig.origin,
    product: siteConfig.product,
    title: pageTitle(siteConfig.product, page.label, page.parents.at(-1)?.label),
    headline: pageHeadline(page.label, page.parents.at(-1)?.label),
    description: pageData.description,
    pathname,
    crumbs: page.parents,
    type: 'article',
  });
}

/** A docs or reference page: sidebar, breadcrumbs, the content fragment and the table of contents. */
export function MarkdownPage({ data }: { data: MarkdownPageData }) {
  const { page, nav, section } = data;
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
        <NarrowToc tocKey={tocFragmentKey(page.contentPath)} toc={data.toc} />
        {page.path === 'update-guide' ? <UpdateGuide /> : null}
        <ContentFragment id="docs-content" className="docs-viewer" fragmentKey={page.contentPath} html={data.html} />
        {section === 'reference' ? null : <PrintSection nav={nav} path={page.path} />}
        {section === 'reference' ? null : <PageEnd updated={page.updated} pager={data.pager} />}
      </article>
      <PageToc contentId="docs-content" tocKey={tocFragmentKey(page.contentPath)} toc={data.toc} />
    </div>
  );
}

/** In development, re-load the page's data when its Markdown changes (see vite.config.ts). */
function useContentHotReload(): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!import.meta.hot) return;
    const onChange = () => {
      assets.clear();
      void revalidator.revalidate();
    };
    import.meta.hot.on('docs:content-changed', onChange);
    return () => import.meta.hot?.off('docs:content-changed', onChange);
  }, [revalidator]);
}
