/**
 * The route index: which source holds the page at a site path (the docs tree or the reference tree).
 * Written by the pipeline (`assets/nav/routes.json`), read by the shell's one page resolver
 * (shell/data/resolve-page.ts) before any tree, so a path that is no page goes straight to the redirects.
 * Shared by the Node pipeline and the browser shell: pure, no DOM, no Node APIs.
 */
import type { NavigationItem } from './navigation-types.ts';
import { NAV_URLS } from './paths.ts';

export type PageSection = 'docs' | 'reference';

/** Site path (no leading slash) → the tree that has its page. */
export type RouteIndex = Record<string, PageSection>;

export const ROUTE_INDEX_URL = NAV_URLS.routes;

/**
 * First path segments of the reference section's pages served by the reference route (errors,
 * extended diagnostics, CLI, the generated tables): one route each in shell/routes.ts. The pipeline
 * fails when a reference page has another first segment, or a docs page one of these.
 * (API entries have routes of their own, `api` and `api/*`.)
 */
export const REFERENCE_ROUTE_PREFIXES = ['errors', 'extended-diagnostics', 'cli', 'reference', 'roadmap', 'update-guide'] as const;

const firstSegment = (path: string) => path.split('/', 1)[0]!;

/** Whether the reference route serves `path`. */
export function isReferenceRoute(path: string): boolean {
  return (REFERENCE_ROUTE_PREFIXES as readonly string[]).includes(firstSegment(path));
}

function pagePaths(tree: readonly NavigationItem[], into: string[] = []): string[] {
  for (const item of tree) {
    if (item.path && item.contentPath && !item.isExternal) into.push(item.path);
    if (item.children) pagePaths(item.children, into);
  }
  return into;
}

/** The index of both trees, and the pages that sit under the wrong route (as messages). */
export function buildRouteIndex(docs: readonly NavigationItem[], reference: readonly NavigationItem[]): { index: RouteIndex; problems: string[] } {
  const index: RouteIndex = {};
  const problems: string[] = [];
  for (const path of pagePaths(docs)) {
    if (isReferenceRoute(path)) problems.push(`the docs page /${path} is under a reference route (${firstSegment(path)}/*)`);
    index[path] = 'docs';
  }
  for (const path of pagePaths(reference)) {
    if (path === 'api' || path.startsWith('api/')) continue;
    if (!isReferenceRoute(path))
      problems.push(`the reference page /${path} has no reference route: add "${firstSegment(path)}" to REFERENCE_ROUTE_PREFIXES (isomorphic/route-index.ts)`);
    if (index[path]) problems.push(`/${path} is a page of both the docs and the reference`);
    index[path] = 'reference';
  }
  return { index, problems };
}
