/**
 * What a site path (served by the catch-all docs route) is: a docs page, a reference page (errors,
 * extended diagnostics, CLI), a redirect, or nothing. One rule for the build-time `loader` (data read
 * from disk) and the browser's `clientLoader` (data fetched), so the two cannot drift apart.
 * Pure: the data comes from the `PageSource` the caller passes.
 */
import type { NavigationItem, PageRecord } from '../../isomorphic/navigation-types.ts';
import { findTrail, pageFromTrail } from './nav.ts';

export interface PageSource {
  /** The docs tree (`assets/nav/docs.json`). */
  docsTree(): Promise<NavigationItem[]>;
  /** The reference tree without the API entries (`assets/nav/reference.json`: errors, diagnostics, CLI). */
  referenceTree(): Promise<NavigationItem[]>;
  /** Legacy and route-level redirects, `from` (no leading slash) → target URL. */
  redirects(): Promise<Record<string, string>>;
}

export type ResolvedPage =
  | { kind: 'page'; page: PageRecord; section: 'docs' | 'reference'; tree: NavigationItem[] }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/**
 * Resolves `path` (no leading or trailing slash): the docs tree first, then the reference tree, then
 * the redirects. Reading stops at the first hit, so a docs page needs only the docs tree, and an
 * unknown path never loads the (large) API tree: API entries have their own route.
 */
export async function resolvePage(path: string, source: PageSource): Promise<ResolvedPage> {
  const docs = await source.docsTree();
  const docsPage = pageFromTrail(findTrail(docs, path));
  if (docsPage) return { kind: 'page', page: docsPage, section: 'docs', tree: docs };
  const reference = await source.referenceTree();
  const referencePage = pageFromTrail(findTrail(reference, path));
  if (referencePage) return { kind: 'page', page: referencePage, section: 'reference', tree: reference };
  const to = (await source.redirects())[path];
  return to ? { kind: 'redirect', to } : { kind: 'not-found' };
}
