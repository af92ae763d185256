// Algolia backend (lite client). Query per spec §7/§9: hitsPerPage 20, maxValuesPerFacet 5, the
// DocSearch attributes, 10-word snippets with '…', private highlight sentinels; results[0].hits.
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from './highlight.ts';
import { SEARCH_CATEGORIES } from '../../isomorphic/search/category.ts';
import type { FilteredHits, RawHit, SearchBackend, SearchFilter } from './types.ts';

/** Options of the lite client (hosts, timeouts…); tests point it at a local fake. */
export type AlgoliaClientOptions = Parameters<typeof liteClient>[2];

export interface AlgoliaConfig {
  appId: string;
  /** Search-only key (public by design). */
  apiKey: string;
  indexName: string;
}

export const HITS_PER_PAGE = 20;
export const MAX_VALUES_PER_FACET = 5;
export const SNIPPET_WORDS = 10;
export const SNIPPET_ELLIPSIS = '…';
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** The `requests` entry sent for a query (POST /1/indexes/*\/queries). */
export function algoliaSearchRequest(indexName: string, query: string) {
  return {
    indexName,
    query,
    type: 'default' as const,
    hitsPerPage: HITS_PER_PAGE,
    maxValuesPerFacet: MAX_VALUES_PER_FACET,
    attributesToRetrieve: [...LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
    attributesToSnippet: [...LEVELS.slice(1).map((level) => `hierarchy.${level}:${SNIPPET_WORDS}`), `content:${SNIPPET_WORDS}`],
    snippetEllipsisText: SNIPPET_ELLIPSIS,
    highlightPreTag: HIGHLIGHT_PRE,
    highlightPostTag: HIGHLIGHT_POST,
  };
}

/** The record attribute the filter chips facet on (content/pipeline/search/records.ts writes it; search-push.ts declares it). */
export const CATEGORY_FACET = 'category';

/**
 * The requests of a filtered query: the hits, restricted to the filter's category when it is not
 * 'all', with the per-category counts (counted after distinct: pages, not records); when filtered,
 * a second request without the filter and without hits gives the other categories' counts.
 */
export function algoliaFilteredRequests(indexName: string, query: string, filter: SearchFilter) {
  const counted = { facets: [CATEGORY_FACET], facetingAfterDistinct: true };
  const main = { ...algoliaSearchRequest(indexName, query), ...counted };
  if (filter === 'all') return [main];
  return [
    { ...main, facetFilters: [[`${CATEGORY_FACET}:${filter}`]] },
    { indexName, query, type: 'default' as const, hitsPerPage: 0, attributesToRetrieve: [], attributesToSnippet: [], ...counted },
  ];
}

interface AlgoliaResult {
  hits?: unknown;
  nbHits?: unknown;
  facets?: Record<string, Record<string, unknown> | undefined>;
}

/** The counts of each filter from the result that was not filtered. */
function countsOf(result: AlgoliaResult | undefined): FilteredHits['counts'] {
  const counts: FilteredHits['counts'] = {};
  if (typeof result?.nbHits === 'number') counts.all = result.nbHits;
  const facet = result?.facets?.[CATEGORY_FACET];
  for (const category of SEARCH_CATEGORIES) {
    const value = facet?.[category];
    counts[category] = typeof value === 'number' ? value : 0;
  }
  return counts;
}

/**
 * Creates the client at once, so a missing application id or key throws the client's
 * '`appId` is missing.' / '`apiKey` is missing.' here, at configuration time.
 */
export function createAlgoliaBackend(config: AlgoliaConfig, clientOptions?: AlgoliaClientOptions): SearchBackend {
  if (!config.indexName) throw new Error('`indexName` is missing.');
  const client: LiteClient = liteClient(config.appId, config.apiKey, clientOptions);
  return {
    provider: 'Algolia',
    prepare: async () => {},
    async search(query: string): Promise<RawHit[]> {
      const response = await client.search({ requests: [algoliaSearchRequest(config.indexName, query)] });
      const first = response.results[0] as { hits?: unknown } | undefined;
      return Array.isArray(first?.hits) ? (first.hits as RawHit[]) : [];
    },
    async searchFiltered(query: string, filter: SearchFilter): Promise<FilteredHits> {
      const response = await client.search({ requests: algoliaFilteredRequests(config.indexName, query, filter) });
      const results = response.results as AlgoliaResult[];
      const first = results[0];
      return { hits: Array.isArray(first?.hits) ? (first.hits as RawHit[]) : [], counts: countsOf(results[filter === 'all' ? 0 : 1]) };
    },
  };
}
