/**
 * The address that led to the "Page not found" page, and opening the search dialog from it. A client
 * navigation to an unknown path redirects to /404 (markdown-page.client.ts) and remembers the path
 * here first; the search button (search-button.tsx) listens for `OPEN_SEARCH_EVENT`.
 */
let missing: string | undefined;

export function rememberMissingPath(path: string): void {
  missing = path;
}

/** The last unknown path a client navigation met, if any. */
export function missingPath(): string | undefined {
  return missing;
}

/** Section prefixes and words that say nothing about what the reader looked for. */
const NOISE = new Set(['guide', 'guides', 'docs', 'api', 'reference', 'overview', 'index', 'html', 'md', '404']);

/** The words of a path, for a search: `/guide/routing/route-gaurds` → `routing route gaurds`. Pure. */
export function searchWordsFromPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep the raw path
  }
  const words = decoded
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => word.toLowerCase())
    .filter((word) => word && !NOISE.has(word));
  return [...new Set(words)].join(' ').slice(0, 100);
}

/** Event (on window) that opens the search dialog with `detail.query` typed in. */
export const OPEN_SEARCH_EVENT = 'docs-open-search';

export function openSearch(query: string): void {
  window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT, { detail: { query } }));
}
