// Writes the search output of a build: the full records (for `npm run search:push`) and the local
// engine's shards (served to the browser). Both folders are ignored by git.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SEARCH_SHARDS } from '../../../isomorphic/paths.ts';
import { localIndexShards } from '../../../isomorphic/search/local-index.ts';
import type { Redirect } from '../redirects.ts';
import { searchAliases } from './aliases.ts';
import type { SearchRecord } from '../../../isomorphic/search/records.ts';
import { applyAliases, buildSearchRecords, type SearchPageInput } from './build-records.ts';

export interface SearchAssetPaths {
  /** Full records, DocSearch shape (not served). */
  records: string;
  /** Folder served at `ASSET_DIRS.search`. */
  publicDir: string;
}

/** The records of the pages, with the other names the redirects and the curated list give them. */
export function siteSearchRecords(pages: readonly SearchPageInput[], redirects: readonly Redirect[] = []): SearchRecord[] {
  const records = buildSearchRecords(pages);
  const urls = new Set(records.filter((r) => r.type !== 'content').map((r) => r.url));
  return applyAliases(records, searchAliases(redirects, urls));
}

export async function writeSearchAssets(
  pages: readonly SearchPageInput[],
  paths: SearchAssetPaths,
  redirects: readonly Redirect[] = [],
): Promise<SearchRecord[]> {
  const records = siteSearchRecords(pages, redirects);
  const { headings, content } = localIndexShards(records);
  await mkdir(join(paths.records, '..'), { recursive: true });
  await writeFile(paths.records, JSON.stringify(records));
  await rm(paths.publicDir, { recursive: true, force: true });
  await mkdir(paths.publicDir, { recursive: true });
  await writeFile(join(paths.publicDir, SEARCH_SHARDS.headings), JSON.stringify(headings));
  await writeFile(join(paths.publicDir, SEARCH_SHARDS.content), JSON.stringify(content));
  return records;
}
