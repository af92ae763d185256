/** Browser access to the reference data; loaded only by reference pages (never in the first-load JS of other pages). */
import type { NavigationItem } from '../../isomorphic/navigation-types.ts';
import { API_ASSETS, type ApiManifest } from '../../isomorphic/reference-model.ts';
import { cachedJson } from './cached-json.ts';
import { createContentLoader } from './content-cache.ts';
import { withApiTree } from '../reference/reference-nav.ts';

/** API fragments: `GET /assets/api/{normalizedModule}_{name}_{type}.html`, cached like page content (spec §7). */
export const apiContentLoader = createContentLoader((url) => fetch(url), API_ASSETS.fragmentBase);

export const loadReferenceTree = cachedJson<NavigationItem[]>(API_ASSETS.referenceTree);
export const loadApiTree = cachedJson<NavigationItem[]>(API_ASSETS.navTree);
export const loadApiManifest = cachedJson<ApiManifest>(API_ASSETS.manifest);

/** The whole reference tree with the API groups (fetched when a collapsed API group is opened). */
export async function loadReferenceNav(): Promise<NavigationItem[]> {
  const [reference, api] = await Promise.all([loadReferenceTree(), loadApiTree()]);
  return withApiTree(reference, api);
}
