// The files the embedded (local) search engine loads in the browser, from the search records.
// Two shards so the first results come quickly: `headings.json` (pages and headings, loaded first)
// and `content.json` (prose blocks, loaded next and merged in). Compact: a heading names its page
// and parent heading instead of repeating the hierarchy, a prose block names its heading. The
// decoder is elements/search-dialog/local/local-records.ts; tests/unit/search/records.test.ts checks
// that the two agree.
import type { SearchRecord } from './records.ts';

export const LOCAL_INDEX_VERSION = 3;

/** [url, category index, title, aliases joined with '\n' (only when there are some)] */
export type CompactPage = [string, number, string] | [string, number, string, string];
/** [page index, parent heading index or -1, level 2–6, anchor ('' when it is anchorFromText(text)), text, aliases joined with '\n' (only when there are some)] */
export type CompactHeading = [number, number, number, string, string] | [number, number, number, string, string, string];
/** [heading index, or -(page index + 1) for text before the first heading, text] */
export type CompactContent = [number, string];

export interface HeadingsShard {
  v: typeof LOCAL_INDEX_VERSION;
  categories: string[];
  pages: CompactPage[];
  headings: CompactHeading[];
}

export interface ContentShard {
  v: typeof LOCAL_INDEX_VERSION;
  content: CompactContent[];
}

const pageUrlOf = (url: string) => url.split('#')[0];

/**
 * The anchor most headings have: their text, lower-cased, spaces and `/` as `-`, other punctuation
 * dropped. Such anchors are not stored. (Same function in the decoder; the round-trip test checks.)
 */
export function anchorFromText(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s/]/g, '-')
    .replace(/[^\p{L}\p{M}\p{Nd}_-]/gu, '');
}

/** Splits the records (in page order, as `buildSearchRecords` emits them) into the two shards. */
export function localIndexShards(records: readonly SearchRecord[]): { headings: HeadingsShard; content: ContentShard } {
  const categories: string[] = [];
  const pages: CompactPage[] = [];
  const headings: CompactHeading[] = [];
  const content: CompactContent[] = [];
  const pageIndex = new Map<string, number>();
  const headingIndex = new Map<string, number>();
  let stack: { level: number; index: number }[] = [];

  for (const record of records) {
    if (record.type === 'lvl1' || record.type === 'lvl0') {
      let category = categories.indexOf(record.hierarchy.lvl0);
      if (category === -1) category = categories.push(record.hierarchy.lvl0) - 1;
      const page: CompactPage = record.aliases?.length ? [record.url, category, record.hierarchy.lvl1, record.aliases.join('\n')] : [record.url, category, record.hierarchy.lvl1];
      pageIndex.set(record.url, pages.push(page) - 1);
      stack = [];
      continue;
    }
    const page = pageIndex.get(pageUrlOf(record.url));
    if (page === undefined) throw new Error(`Search index: ${record.url} comes before its page record`);
    if (record.type === 'content') {
      const owner = record.url.includes('#') ? headingIndex.get(record.url) : undefined;
      content.push([owner ?? -(page + 1), record.content ?? '']);
      continue;
    }
    const level = Number(record.type[3]);
    while (stack.length && stack.at(-1)!.level >= level) stack.pop();
    const index = headings.length;
    const text = record.hierarchy[record.type] ?? '';
    const anchor = record.url.slice(record.url.indexOf('#') + 1);
    const heading: CompactHeading = [page, stack.at(-1)?.index ?? -1, level, anchor === anchorFromText(text) ? '' : anchor, text];
    if (record.aliases?.length) heading.push(record.aliases.join('\n'));
    headings.push(heading);
    headingIndex.set(record.url, index);
    stack.push({ level, index });
  }
  return { headings: { v: LOCAL_INDEX_VERSION, categories, pages, headings }, content: { v: LOCAL_INDEX_VERSION, content } };
}
