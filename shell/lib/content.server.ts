/// <reference types="node" />
/**
 * Build-time (prerender) access to the generated content: the same files the browser fetches,
 * read from disk. `.server` keeps this module out of every client bundle.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NavigationItem } from '../../content/navigation-types.ts';
import type { RouteIndex } from '../../content/route-index.ts';
import { contentUrl } from './content-cache.ts';

const root = process.cwd();
let manifest: Promise<{ redirects: { from: string; to: string }[] }> | undefined;
let docsTree: Promise<NavigationItem[]> | undefined;

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(join(root, file), 'utf8')) as T;

export function readRedirects(): Promise<{ from: string; to: string }[]> {
  manifest ??= readJson<{ redirects: { from: string; to: string }[] }>('.generated/site-manifest.json');
  return manifest.then((m) => m.redirects);
}

let routeIndex: Promise<RouteIndex> | undefined;
/** Which tree has the page of a path (content/route-index.ts). */
export function readRouteIndex(): Promise<RouteIndex> {
  routeIndex ??= readJson<RouteIndex>('public/assets/nav/routes.json');
  return routeIndex;
}

export function readDocsTree(): Promise<NavigationItem[]> {
  docsTree ??= readJson<NavigationItem[]>('public/assets/nav/docs.json');
  return docsTree;
}

/** Reads a page fragment from disk; undefined when it does not exist. */
export async function readFragment(contentPath: string): Promise<string | undefined> {
  try {
    return await readFile(join(root, 'public', contentUrl(contentPath)), 'utf8');
  } catch {
    return undefined;
  }
}
