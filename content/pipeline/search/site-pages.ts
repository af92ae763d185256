// Turns the site manifest's pages into search inputs by reading their rendered fragments.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentUrl } from '../../../isomorphic/paths.ts';
import type { SearchPageInput } from './records.ts';

/** What a manifest page needs for search; other sections may set `searchCategory` (lvl0). */
export interface SearchablePage {
  path: string;
  contentPath: string;
  label: string;
  title: string | null;
  /** Top-level category; 'Docs' when absent. */
  searchCategory?: string;
}

export async function searchPagesFromManifest(pages: readonly SearchablePage[], contentDir: string): Promise<SearchPageInput[]> {
  return Promise.all(
    pages.map(async (page) => ({
      url: `/${page.path}`,
      category: page.searchCategory ?? 'Docs',
      title: page.title ?? page.label,
      html: await readFile(join(contentDir, contentUrl(page.contentPath, '')), 'utf8'),
    })),
  );
}
