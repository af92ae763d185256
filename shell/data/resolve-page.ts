/**
 * What a site path served by the docs route or the reference route (errors, extended diagnostics,
 * CLI, …) is: a docs page, a reference page, a redirect, or nothing. One rule for both routes and for
 * the build-time `loader` (data read from disk) and the browser's `clientLoader` (data fetched), so
 * they cannot drift apart. Pure: the data comes from the `PageSource` the caller passes.
 */
import type { NavigationItem, PageRecord } from '../../isomorphic/navigation-types.ts';
import type { PageSection, RouteIndex } from '../../isomorphic/route-index.ts';
import { findTrail, pageFromTrail } from '../navigation/nav.ts';

export interface PageSource {
  /** Which tree has the page of a path (`assets/nav/routes.json`, isomorphic/route-index.ts). */
  routeIndex(): Promise<RouteIndex>;
  /** The docs tree (`assets/nav/docs.json`). */
  docsTree(): Promise<NavigationItem[]>;
  /** The reference tree without the API entries (`assets/nav/reference.json`: errors, diagnostics, CLI). */
  referenceTree(): Promise<NavigationItem[]>;
  /** Legacy and route-level redirects, `from` (no leading slash) → target URL. */
  redirects(): Promise<Record<string, string>>;
}

export type ResolvedPage =
  { kind: 'page'; page: PageRecord; section: PageSection; tree: NavigationItem[] } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

/**
 * Resolves `path` (no leading or trailing slash): the route index names the tree that has the page,
 * and only that tree is read; a path the index does not know reads the redirects alone (no tree, and
 * never the large API tree: API entries have their own route).
 */
export async function resolvePage(path: string, source: PageSource): Promise<ResolvedPage> {
  const section = own(await source.routeIndex(), path);
  if (section) {
    const tree = section === 'docs' ? await source.docsTree() : await source.referenceTree();
    const page = pageFromTrail(findTrail(tree, path));
    if (page) return { kind: 'page', page, section, tree };
  }
  const to = own(await source.redirects(), path);
  return to ? { kind: 'redirect', to } : { kind: 'not-found' };
}

/** A record's own value at `key` (not `constructor` and friends from its prototype). */
function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}
