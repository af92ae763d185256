/**
 * Build time (prerender): the asset source over the built files on disk (`/assets/x` is
 * `public/assets/x`), the same files the browser fetches. The module itself is the source (a route's
 * `loader` passes `await import('../data/disk-assets.server.ts')`). `.server` keeps it out of every
 * client bundle; tsconfig.server.json type-checks it with Node's types, which the browser project
 * does not have.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createAssetSource } from '../../isomorphic/asset-source.ts';
import { publicFile } from '../../isomorphic/paths.ts';

/** The file of `url` under `public/`; undefined when there is none (or the URL leaves the folder). */
async function readPublicFile(url: string): Promise<string | undefined> {
  if (url.split('/').includes('..')) return undefined;
  try {
    return await readFile(join(process.cwd(), publicFile(url)), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

// Fragments are read once per page, so only parsed JSON (trees, manifests) is kept.
const source = createAssetSource('disk', readPublicFile, { cacheText: false });

export const origin = source.origin;
export const text = source.text;
export const json = source.json;
