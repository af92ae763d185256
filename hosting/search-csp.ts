// Extra CSP connect sources for the search provider: the Algolia hosts when the site config names
// an Algolia application, nothing for the built-in engine (it fetches from the site itself).
import { siteConfig, type SiteConfig } from '../isomorphic/site.config.ts';

export function searchConnectSources(config: SiteConfig = siteConfig): string[] {
  const appId = config.search?.algolia?.appId;
  if (!appId || !/^[A-Za-z0-9]+$/.test(appId)) return [];
  const id = appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, `https://${id}.algolia.net`, 'https://*.algolianet.com'];
}
