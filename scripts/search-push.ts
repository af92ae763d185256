/**
 * `npm run search:push`: uploads the search records of the last build (.generated/search-records.json,
 * written by `npm run build:content` / `npm run build`) to an Algolia index, replacing its records
 * atomically (temporary index, then move) and setting the DocSearch-style settings.
 *
 * Needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY (a key with write access; never the search key in the
 * site config) and ALGOLIA_INDEX. The site searches that index once isomorphic/site.config.ts has
 * `search: { algolia: { appId, apiKey: <search-only key>, indexName } }`.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { algoliasearch, type IndexSettings } from 'algoliasearch';
import { GENERATED } from '../isomorphic/paths.ts';
import type { SearchRecord } from '../isomorphic/search/records.ts';
import { SYNONYM_GROUPS } from '../isomorphic/search/synonyms.ts';

export const RECORDS_FILE = GENERATED.searchRecords;

/**
 * Index settings for DocSearch-shaped records, ranking with the local engine's intent (issue 22):
 * - searchable attributes in order: the page title (on every record), the other names (aliases from
 *   redirects and the curated list), the headings from the top down, then the prose; `unordered` so
 *   a word's position in a title does not matter; the category (lvl0) is not searched;
 * - code names are also their words (camelCaseAttributes: HttpClient matches 'http client'); plurals
 *   fold (ignorePlurals); no stop words are removed (Algolia's English list has `for`, `if`…);
 * - an attribute that is exactly the query ranks first (exactOnSingleWordQuery: `inject` → the
 *   `inject` page; Algolia folds letter case, so `inject` and `Inject` tie there, unlike locally);
 * - on equal text relevance: guides before reference (weight.pageRank), then pages before sections,
 *   then page order;
 * - one result per page (distinct on url_without_anchor): its best record, the section shown.
 */
export const INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl1)',
    'unordered(aliases)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'hierarchy.lvl0', 'category'],
  customRanking: ['desc(weight.pageRank)', 'asc(weight.level)', 'asc(weight.position)'],
  camelCaseAttributes: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'aliases'],
  ignorePlurals: ['en'],
  removeStopWords: false,
  queryLanguages: ['en'],
  exactOnSingleWordQuery: 'attribute',
  attributeForDistinct: 'url_without_anchor',
  distinct: 1,
  attributesToSnippet: [
    'hierarchy.lvl1:10',
    'hierarchy.lvl2:10',
    'hierarchy.lvl3:10',
    'hierarchy.lvl4:10',
    'hierarchy.lvl5:10',
    'hierarchy.lvl6:10',
    'content:10',
  ],
  snippetEllipsisText: '…',
};

/** The curated query synonyms (elements/search-dialog/local/synonyms.ts) as Algolia synonyms (regular: every phrase of a group is equivalent). */
export function algoliaSynonyms(groups: readonly (readonly string[])[] = SYNONYM_GROUPS) {
  return groups.map((group) => ({
    objectID: `docs-${group[0].replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`,
    type: 'synonym' as const,
    synonyms: [...group],
  }));
}

export type PushClientOptions = Parameters<typeof algoliasearch>[2];

export interface PushOptions {
  appId: string;
  adminKey: string;
  indexName: string;
  records: readonly SearchRecord[];
  clientOptions?: PushClientOptions;
}

/** Replaces every record of the index with `records`, then applies {@link INDEX_SETTINGS} and replaces the synonyms with {@link algoliaSynonyms}. */
export async function pushSearchRecords(options: PushOptions): Promise<{ records: number }> {
  const client = algoliasearch(options.appId, options.adminKey, options.clientOptions);
  await client.replaceAllObjects({
    indexName: options.indexName,
    objects: options.records as unknown as Record<string, unknown>[],
    batchSize: 1000,
  });
  const { taskID } = await client.setSettings({ indexName: options.indexName, indexSettings: INDEX_SETTINGS });
  await client.waitForTask({ indexName: options.indexName, taskID });
  const synonyms = await client.saveSynonyms({ indexName: options.indexName, synonymHit: algoliaSynonyms(), replaceExistingSynonyms: true });
  await client.waitForTask({ indexName: options.indexName, taskID: synonyms.taskID });
  return { records: options.records.length };
}

/** The credentials from the environment, or the names of the missing variables. */
export function credentialsFromEnv(env: NodeJS.ProcessEnv): { appId: string; adminKey: string; indexName: string } | { missing: string[] } {
  const names = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_KEY', 'ALGOLIA_INDEX'] as const;
  const missing = names.filter((name) => !env[name]);
  if (missing.length) return { missing };
  return { appId: env.ALGOLIA_APP_ID!, adminKey: env.ALGOLIA_ADMIN_KEY!, indexName: env.ALGOLIA_INDEX! };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const credentials = credentialsFromEnv(process.env);
  if ('missing' in credentials) {
    console.error(`search:push needs ${credentials.missing.join(', ')} (Algolia application id, admin key, index name).`);
    process.exit(1);
  }
  let records: SearchRecord[];
  try {
    records = JSON.parse(await readFile(RECORDS_FILE, 'utf8')) as SearchRecord[];
  } catch {
    console.error(`search:push: ${RECORDS_FILE} is missing or unreadable; run \`npm run build:content\` first.`);
    process.exit(1);
  }
  const started = performance.now();
  const { records: count } = await pushSearchRecords({ ...credentials, records });
  console.log(`Pushed ${count} records to ${credentials.indexName} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
