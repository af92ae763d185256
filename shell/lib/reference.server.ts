/// <reference types="node" />
/**
 * Build-time (prerender) access to the generated reference data: the same files the browser fetches,
 * read from disk. `.server` keeps this module out of every client bundle.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NavigationItem } from '../../isomorphic/navigation-types.ts';
import { API_MANIFEST_URL, apiFragmentUrl, NAV_URLS, publicFile } from '../../isomorphic/paths.ts';
import type { ApiManifest } from '../../isomorphic/reference-model.ts';

const root = process.cwd();
const memo = new Map<string, Promise<unknown>>();

function readJson<T>(file: string): Promise<T> {
  let pending = memo.get(file) as Promise<T> | undefined;
  if (!pending) {
    pending = readFile(join(root, file), 'utf8').then((text) => JSON.parse(text) as T);
    memo.set(file, pending);
  }
  return pending;
}

export const readReferenceTree = () => readJson<NavigationItem[]>(publicFile(NAV_URLS.reference));
export const readApiTree = () => readJson<NavigationItem[]>(publicFile(NAV_URLS.api));
export const readApiManifest = () => readJson<ApiManifest>(publicFile(API_MANIFEST_URL));

/** An API entry fragment; undefined when it does not exist. */
export async function readApiFragment(file: string): Promise<string | undefined> {
  try {
    return await readFile(join(root, publicFile(apiFragmentUrl(file))), 'utf8');
  } catch {
    return undefined;
  }
}
