// Picks the backend from the site's search configuration: Algolia when it is configured, else the
// local engine. A configuration Algolia refuses ('`appId` is missing.' …) is reported in the
// console and the local engine is used.
import { createAlgoliaBackend, type AlgoliaClientOptions, type AlgoliaConfig } from './algolia-backend.ts';
import { createLocalBackend, type LocalBackendOptions } from './local/local-backend.ts';
import type { SearchBackend } from './types.ts';

export interface SearchConfig {
  algolia?: AlgoliaConfig;
}

export function createSearchBackend(
  config: SearchConfig = {},
  options: { local?: LocalBackendOptions; algoliaClient?: AlgoliaClientOptions; console?: Pick<Console, 'error'> } = {},
): SearchBackend {
  if (config.algolia) {
    try {
      return createAlgoliaBackend(config.algolia, options.algoliaClient);
    } catch (error) {
      (options.console ?? console).error(`Search: the Algolia configuration was refused (${(error as Error).message}); using the built-in search instead.`);
    }
  }
  return createLocalBackend(options.local);
}
