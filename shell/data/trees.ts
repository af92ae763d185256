/**
 * The navigation data every page kind reads, from any asset source: the route index, the docs tree,
 * the reference tree (with the API groups when asked), the redirects and the API manifest.
 */
import { AssetLoadError, type AssetSource } from '../../isomorphic/asset-source.ts';
import type { NavigationItem } from '../../isomorphic/navigation-types.ts';
import { API_MANIFEST_URL, NAV_URLS } from '../../isomorphic/paths.ts';
import type { ApiManifest } from '../../isomorphic/reference-model.ts';
import type { RouteIndex } from '../../isomorphic/route-index.ts';
import { withApiTree } from './reference-nav.ts';
import { assets } from './assets.ts';

/** A file the site cannot do without: missing is an error, like a failed read. */
async function required<T>(source: AssetSource, url: string): Promise<T> {
  const value = await source.json<T>(url);
  if (value === undefined) throw new AssetLoadError(url, 404);
  return value;
}

/** Which tree has the page of a path (isomorphic/route-index.ts). */
export const routeIndex = (source: AssetSource) => required<RouteIndex>(source, NAV_URLS.routes);
export const docsTree = (source: AssetSource) => required<NavigationItem[]>(source, NAV_URLS.docs);
/** The reference tree without the API entries (errors, diagnostics, CLI…). */
export const referenceTree = (source: AssetSource) => required<NavigationItem[]>(source, NAV_URLS.reference);
export const apiTree = (source: AssetSource) => required<NavigationItem[]>(source, NAV_URLS.api);
export const apiManifest = (source: AssetSource) => required<ApiManifest>(source, API_MANIFEST_URL);
/** Legacy and route-level redirects, `from` (no leading slash) → target URL. */
export const redirects = (source: AssetSource) => required<Record<string, string>>(source, NAV_URLS.redirects);

/** The whole reference tree with the API module groups. */
export async function referenceNav(source: AssetSource): Promise<NavigationItem[]> {
  const [reference, api] = await Promise.all([referenceTree(source), apiTree(source)]);
  return withApiTree(reference, api);
}

/** Browser: the full trees for the sidebars (a slice's hidden branches). */
export const loadDocsTree = () => docsTree(assets);
export const loadReferenceNav = () => referenceNav(assets);
/** The same promise on every call while it is cached (React's `use` needs that); undefined when the file is missing. */
export const loadApiManifest = () => assets.json<ApiManifest>(API_MANIFEST_URL);
