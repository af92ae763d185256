import { createElement, useEffect, useState, type MouseEvent } from 'react';
import { BREAKPOINTS } from './layout-rules.ts';
import { prerenderedFragment } from '../data/prerendered-html.ts';

/** Id of the TOC element: the browser reads the prerendered list back from it (prerendered-html.ts). */
const TOC_ID = 'docs-toc';

const WIDE = `(min-width: ${BREAKPOINTS.medium}px)`;

export interface PageTocProps {
  /** Id of the element holding the page's headings. */
  contentId: string;
  /** Names the page's build-time TOC (`tocFragmentKey` of markdown-page.ts); absent when the page has none (API entries). */
  tocKey?: string;
  /** The build-time TOC markup when the loader returned it (client navigations). */
  toc?: string;
}

/**
 * The page's table of contents. The pipeline emits it as HTML (a nav of the h2/h3 links,
 * content/pipeline/markdown/toc.ts): it is in the prerendered page, so it works without JavaScript, and
 * once there it is not repeated in the hydration data (like the content fragment). It is shown only on
 * wide screens (the column is hidden below the medium breakpoint), so the element that enhances it
 * (scroll-spy, active link, back to the top) and Lit load after hydration, and only where it is visible.
 * A page without a build-time TOC gets the element's list built from its headings.
 */
export function PageToc({ contentId, tocKey, toc: given }: PageTocProps) {
  const toc = given ?? (tocKey ? prerenderedFragment(tocKey, TOC_ID) : '');
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  useEffect(() => {
    // A failed chunk load leaves the static list in place (the chunk-error notice reports it).
    if (wide) import('../../elements/table-of-contents/define.ts').catch(() => undefined);
  }, [wide]);
  // The heading an anchor scrolled to sits below the sticky chrome (scroll-padding-top plus its 1rem
  // scroll-margin): the scroll spy's line is just below it, so that heading is the active one.
  const [offset, setOffset] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (wide) setOffset(Math.round((parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + 24));
  }, [wide]);
  return (
    <aside className="docs-toc-column" aria-label="Table of contents">
      {createElement('docs-table-of-contents', {
        id: TOC_ID,
        for: contentId,
        offset,
        'data-fragment': tocKey,
        dangerouslySetInnerHTML: { __html: toc },
      })}
    </aside>
  );
}

/** The list of the build-time TOC (its `<ul>`), without the "On this page" heading. */
const listOf = (toc: string): string => /<ul class="docs-toc-list">[\s\S]*<\/ul>/.exec(toc)?.[0] ?? '';

/**
 * "On this page" at the top of the article where the TOC column is not shown (below 1430 px): a
 * collapsible list of the same build-time links, closed at first; following a link closes it.
 */
export function NarrowToc({ tocKey, toc: given }: Omit<PageTocProps, 'contentId'>) {
  // The same string as PageToc's: at hydration it is read back from the prerendered TOC column.
  const list = listOf(given ?? (tocKey ? prerenderedFragment(tocKey, TOC_ID) : ''));
  if (!list) return null;
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) event.currentTarget.closest('details')?.removeAttribute('open');
  };
  return (
    <nav className="docs-toc-narrow" aria-label="On this page">
      <details>
        <summary>On this page</summary>
        <div className="docs-toc" onClick={closeOnLink} dangerouslySetInnerHTML={{ __html: list }} />
      </details>
    </nav>
  );
}
