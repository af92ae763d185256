import { Suspense, useEffect, useState } from 'react';
import { BREAKPOINTS } from '../lib/layout-rules.ts';
import { safeLazy } from '../lib/safe-lazy.ts';

/**
 * The page's table of contents. It is shown only on wide screens (the column is hidden below the
 * medium breakpoint), so the element and Lit load lazily, after hydration, and only where the TOC is visible.
 */
const TableOfContents = safeLazy(async () => (await import('../react/table-of-contents.ts')).TableOfContents);

const WIDE = `(min-width: ${BREAKPOINTS.medium}px)`;

export function PageToc({ contentId }: { contentId: string }) {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return (
    <aside className="docs-toc-column" aria-label="Table of contents">
      {wide ? (
        <Suspense fallback={null}>
          <TableOfContents for={contentId} />
        </Suspense>
      ) : null}
    </aside>
  );
}
