/**
 * The browser's asset source: the site's generated files fetched over HTTP, one cache for all of them
 * (isomorphic/asset-source.ts: cached per URL, a 404 kept, other failures dropped). Every client
 * loader and every widget that reads `/assets/**` data goes through it. At prerender the loaders use
 * `disk-assets.server.ts` instead, the same files read from disk.
 */
import { createAssetSource, httpReader } from '../../isomorphic/asset-source.ts';

export const assets = createAssetSource(
  'network',
  httpReader((url) => fetch(url)),
  { cacheText: true },
);
