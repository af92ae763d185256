// Writes the search output of a build: the full records (for `npm run search:push`) and the local
// engine's shards (served to the browser). Both folders are ignored by git.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localIndexShards } from './local-index.ts';
import { buildSearchRecords, type SearchPageInput, type SearchRecord } from './records.ts';

export interface SearchAssetPaths {
  /** Full records, DocSearch shape (not served). */
  records: string;
  /** Folder served at /assets/search/. */
  publicDir: string;
}

export async function writeSearchAssets(pages: readonly SearchPageInput[], paths: SearchAssetPaths): Promise<SearchRecord[]> {
  const records = buildSearchRecords(pages);
  const { headings, content } = localIndexShards(records);
  await mkdir(join(paths.records, '..'), { recursive: true });
  await writeFile(paths.records, JSON.stringify(records));
  await rm(paths.publicDir, { recursive: true, force: true });
  await mkdir(paths.publicDir, { recursive: true });
  await writeFile(join(paths.publicDir, 'headings.json'), JSON.stringify(headings));
  await writeFile(join(paths.publicDir, 'content.json'), JSON.stringify(content));
  return records;
}
