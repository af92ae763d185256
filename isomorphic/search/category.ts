// The filter category of a search record or hit (issue 28): what the dialog's filter chips select
// (All / Guides / Tutorials / API / CLI / Errors). Written on every record as `category` (Algolia
// facets on it) and derived the same way from a hit's URL where a backend has no such field.

export const SEARCH_CATEGORIES = ['guides', 'tutorials', 'api', 'cli', 'errors'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];
/** A filter: one category, or every result. */
export type SearchFilter = 'all' | SearchCategory;
export const SEARCH_FILTERS: readonly SearchFilter[] = ['all', ...SEARCH_CATEGORIES];

export const SEARCH_FILTER_LABELS: Readonly<Record<SearchFilter, string>> = {
  all: 'All',
  guides: 'Guides',
  tutorials: 'Tutorials',
  api: 'API',
  cli: 'CLI',
  errors: 'Errors',
};

/** Category (lvl0) of tutorial pages in the records (content/pipeline/projects.ts). */
const TUTORIALS_LVL0 = 'Tutorials';

/**
 * The category of a page from its path (any `#anchor` or origin ignored) and its lvl0: the API
 * reference (`/api/…`), the CLI reference (`/cli/…`), errors and extended diagnostics, tutorials
 * (`/tutorials/…` or lvl0 'Tutorials'); everything else (guides, tools, best practices, the
 * configuration and migration references) is a guide.
 */
export function searchCategoryOf(url: string, lvl0?: string | null): SearchCategory {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').split(/[?#]/)[0]!;
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (path === '/cli' || path.startsWith('/cli/')) return 'cli';
  if (/^\/(errors|extended-diagnostics)(\/|$)/.test(path)) return 'errors';
  if (lvl0 === TUTORIALS_LVL0 || path === '/tutorials' || path.startsWith('/tutorials/')) return 'tutorials';
  return 'guides';
}

/** Is `value` one of the filters (e.g. read back from storage)? */
export function isSearchFilter(value: unknown): value is SearchFilter {
  return typeof value === 'string' && (SEARCH_FILTERS as readonly string[]).includes(value);
}
