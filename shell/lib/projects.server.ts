/// <reference types="node" />
/**
 * Build-time (prerender) access to playground templates and tutorials: the JSON files the browser
 * fetches from /assets/projects/, read from disk. `.server` keeps this out of client bundles.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectUrl, publicFile } from '../../isomorphic/paths.ts';

/** Reads `public/assets/projects/<path>`; undefined when missing. */
export async function readProjectJson<T>(path: string): Promise<T | undefined> {
  if (path.includes('..')) return undefined;
  try {
    return JSON.parse(await readFile(join(process.cwd(), publicFile(projectUrl(path))), 'utf8')) as T;
  } catch {
    return undefined;
  }
}
