// Algolia backend (lite client). Query per spec §7/§9: hitsPerPage 20, maxValuesPerFacet 5, the
// DocSearch attributes, 10-word snippets with '…', private highlight sentinels; results[0].hits.
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from './highlight.ts';
import type { RawHit, SearchBackend } from './types.ts';

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
  };
}
