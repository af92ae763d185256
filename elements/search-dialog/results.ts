// Raw hits → the results the dialog lists (spec §3, §5). Pure; unit-tested in Node.
import { safeUrl } from '../adapters/safe-url.ts';
import type { HitLevel, RawHit, SearchResult, SnippetValue } from './types.ts';

const matched = (snippet: SnippetValue | undefined): snippet is SnippetValue =>
  snippet !== undefined && snippet.matchLevel !== undefined && snippet.matchLevel !== 'none';

/**
 * A result URL the dialog may follow: the shared allow-list (elements/adapters/safe-url.ts): a
 * same-site path (`/x`, not `//host`), an `https:` URL, or a URL on `siteOrigin` (turned into its
 * path, so it navigates client-side). Anything else (javascript:, data:, http: elsewhere, relative,
 * protocol-relative) gives null.
 */
export function safeResultUrl(url: unknown, siteOrigin?: string): string | null {
  return safeUrl(url, siteOrigin);
}

/** '@angular/…' package of an API reference URL (`/api/common/http/HttpClient` → '@angular/common/http'). */
export function packageFromUrl(url: string): string | undefined {
  const path = url.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0];
  const match = /^\/api\/(.+)\/[^/]+\/?$/.exec(path);
  return match ? `@angular/${match[1]}` : undefined;
}

/** The sub-label: the content snippet, else the most specific matched lvl4/3/2, else lvl3/lvl2. */
export function bestSnippet(hit: RawHit): string | null {
  const snippets = hit._snippetResult;
  if (snippets?.content !== undefined) return snippets.content.value;
  const hierarchy = snippets?.hierarchy;
  if (!hierarchy) return null;
  for (const level of ['lvl4', 'lvl3', 'lvl2'] as const) if (matched(hierarchy[level])) return hierarchy[level].value;
  return hierarchy.lvl3?.value ?? hierarchy.lvl2?.value ?? null;
}

const isLevel = (type: string): type is HitLevel => /^lvl[0-6]$/.test(type);

/** The page of a result URL: without `#anchor` (and without `?query`). */
export function pageOfUrl(url: string): string {
  return url.split(/[?#]/)[0];
}

/**
 * Keeps the hits worth listing, in order, one per page (the first hit of a page is its best
 * section): drops hits without a string URL (or with a URL that is neither a same-site path nor
 * http(s)), a page seen earlier, `content` hits without a content snippet, and heading hits (lvl2–6)
 * whose own level did not match. A page hit (lvl1) is kept even when its title did not match: it
 * matched by its other names (aliases).
 */
export function filterHits(hits: readonly RawHit[], siteOrigin?: string): { hit: RawHit; url: string }[] {
  const seen = new Set<string>();
  const kept: { hit: RawHit; url: string }[] = [];
  for (const hit of hits) {
    if (!hit || typeof hit !== 'object') continue;
    const type = typeof hit.type === 'string' ? hit.type : '';
    if (type === 'content' && !hit._snippetResult?.content) continue;
    if (isLevel(type) && type !== 'lvl1' && hit._snippetResult?.hierarchy?.[type]?.matchLevel === 'none') continue;
    const url = safeResultUrl(hit.url, siteOrigin);
    if (url === null) continue;
    const page = pageOfUrl(url);
    if (seen.has(page)) continue;
    seen.add(page);
    kept.push({ hit, url });
  }
  return kept;
}

/** The section a hit opens: its most specific heading below the page title (highlighted), or null. */
export function sectionOf(hit: RawHit): string | null {
  for (const level of ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const) {
    const snippet = hit._snippetResult?.hierarchy?.[level]?.value;
    const plain = hit.hierarchy?.[level];
    if (typeof snippet === 'string' && snippet) return snippet;
    if (typeof plain === 'string' && plain) return plain;
  }
  return null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Raw hits → results (spec §3). */
export function toSearchResults(hits: readonly RawHit[], siteOrigin?: string): SearchResult[] {
  return filterHits(hits, siteOrigin).map(({ hit, url }) => {
    const category = text(hit.hierarchy?.lvl0);
    const result: SearchResult = {
      id: String(hit.objectID),
      type: category === 'Tutorials' ? 'code' : 'doc',
      url,
      labelHtml: text(hit._snippetResult?.hierarchy?.lvl1?.value) ?? text(hit.hierarchy?.lvl1),
      subLabelHtml: text(bestSnippet(hit)),
      sectionHtml: hit.type === 'lvl1' ? null : sectionOf(hit),
      contentHtml: text(hit._snippetResult?.content?.value),
      category,
    };
    if (category === 'Reference') {
      const pkg = packageFromUrl(url);
      if (pkg) result.package = pkg;
    }
    return result;
  });
}
