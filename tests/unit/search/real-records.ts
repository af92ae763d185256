// The search records of the real content, produced in the test the way the build does it
// (render every page of the docs tree, then build records from the fragments).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCS_TREE } from '../../../content/navigation.ts';
import { flattenPages, resolveTree } from '../../../content/pipeline/navigation-tree.ts';
import { renderMarkdown } from '../../../content/pipeline/markdown/render.ts';
import { ROOT, sourceFileFor } from '../../../content/pipeline/build-content.ts';
import type { SearchRecord } from '../../../isomorphic/search/records.ts';
import { buildSearchRecords, type SearchPageInput } from '../../../content/pipeline/search/build-records.ts';

let cached: { pages: SearchPageInput[]; records: SearchRecord[] } | undefined;

export function realSearchPages(): SearchPageInput[] {
  return realContent().pages;
}

export function realSearchRecords(): SearchRecord[] {
  return realContent().records;
}

function realContent() {
  if (cached) return cached;
  const pages = flattenPages(resolveTree(DOCS_TREE)).map((page) => {
    const file = sourceFileFor(page.contentPath);
    const { html, title } = renderMarkdown(readFileSync(join(ROOT, file), 'utf8'), { file });
    return { url: `/${page.path}`, category: 'Docs', title: title ?? page.label, html };
  });
  cached = { pages, records: buildSearchRecords(pages) };
  return cached;
}
