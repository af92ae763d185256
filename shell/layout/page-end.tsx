import { Link } from 'react-router';
import type { PageLink } from '../navigation/nav.ts';

/** `2026-11-20` → `November 20, 2026` (the date as written, no time zone shift). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date!)).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * The end of a docs page: when its Markdown file last changed (from the repository's history; no date
 * when the build had none), and the previous and next pages in the navigation tree.
 */
export function PageEnd({ updated, pager }: { updated?: string; pager?: { previous?: PageLink; next?: PageLink } }) {
  return (
    <footer className="docs-page-end">
      {updated ? (
        <p className="docs-last-updated">
          Last updated <time dateTime={updated}>{formatDay(updated)}</time>
        </p>
      ) : null}
      {pager?.previous || pager?.next ? (
        <nav className="docs-pager" aria-label="Previous and next page">
          {pager.previous ? (
            <Link className="docs-pager-link docs-pager-previous" to={`/${pager.previous.path}`} rel="prev">
              <span className="docs-pager-direction">Previous</span>
              <span className="docs-pager-label">{pager.previous.label}</span>
            </Link>
          ) : null}
          {pager.next ? (
            <Link className="docs-pager-link docs-pager-next" to={`/${pager.next.path}`} rel="next">
              <span className="docs-pager-direction">Next</span>
              <span className="docs-pager-label">{pager.next.label}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </footer>
  );
}
