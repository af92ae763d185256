/// <reference types="node" />
/**
 * Build-time (prerender) access to the generated content: the same files the browser fetches,
 * read from disk. `.server` keeps this module out of every client bundle.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NavigationItem } from '../../isomorphic/navigation-types.ts';
import { contentUrl, GENERATED, NAV_URLS, publicFile } from '../../isomorphic/paths.ts';
import type { RouteIndex } from '../../isomorphic/route-index.ts';

const root = process.cwd();
let manifest: Promise<{ redirects: { from: string; to: string }[] }> | undefined;
let docsTree: Promise<NavigationItem[]> | undefined;

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(join(root, file), 'utf8')) as T;

export function readRedirects(): Promise<{ from: string; to: string }[]> {
  manifest ??= readJson<{ redirects: { from: string; to: string }[] }>(GENERATED.manifest);
  return manifest.then((m) => m.redirects);
}

let routeIndex: Promise<RouteIndex> | undefined;
/** Which tree has the page of a path (isomorphic/route-index.ts). */
export function readRouteIndex(): Promise<RouteIndex> {
  routeIndex ??= readJson<RouteIndex>(publicFile(NAV_URLS.routes));
  return routeIndex;
}

export function readDocsTree(): Promise<NavigationItem[]> {
  docsTree ??= readJson<NavigationItem[]>(publicFile(NAV_URLS.docs));
  return docsTree;
}

/** Reads a page fragment from disk; undefined when it does not exist. */
export async function readFragment(contentPath: string): Promise<string | undefined> {
  try {
    return await readFile(join(root, publicFile(contentUrl(contentPath))), 'utf8');
  } catch {
    return undefined;
  }
}
