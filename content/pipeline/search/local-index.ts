// The files the embedded (local) search engine loads in the browser, from the search records.
// Two shards so the first results come quickly: `headings.json` (every page's title and other names,
// and the top-level headings of the guides, up to FIRST_SHARD_HEADINGS: loaded first, small at any
// site size) and `content.json` (the other headings and the prose blocks, loaded once a search has
// answered, and merged in). Compact: a heading names its page and parent heading instead of
// repeating the hierarchy, a prose block names its heading. The decoder is
// elements/search-dialog/local/local-records.ts; tests/unit/search/records.test.ts checks that the
// two agree.
import type { SearchRecord } from './records.ts';

export const LOCAL_INDEX_VERSION = 3;

/** [url, category index, title, aliases joined with '\n' (only when there are some)] */
export type CompactPage = [string, number, string] | [string, number, string, string];
/** [page index, parent heading index or -1, level 2–6, anchor ('' when it is anchorFromText(text)), text, aliases joined with '\n' (only when there are some)] */
export type CompactHeading = [number, number, number, string, string] | [number, number, number, string, string, string];
/**
 * [heading index, or -(page index + 1) for text before the first heading, text], plus 1 when the
 * heading index is one of the content shard's own headings.
 */
export type CompactContent = [number, string] | [number, string, 1];

/**
 * Guide headings (level 2) in the first shard at most: it stays small however large the site grows
 * (the first results wait for it); the others come with the content shard.
 */
export const FIRST_SHARD_HEADINGS = 2500;

export interface HeadingsShard {
  v: typeof LOCAL_INDEX_VERSION;
  categories: string[];
  pages: CompactPage[];
  headings: CompactHeading[];
}

export interface ContentShard {
  v: typeof LOCAL_INDEX_VERSION;
  /**
   * The headings not in the first shard. Their parent index: -1 the page, ≥ 0 a heading of the first
   * shard, -(k + 2) the k-th heading here.
   */
  headings: CompactHeading[];
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
export function localIndexShards(
  records: readonly SearchRecord[],
  firstShardHeadings = FIRST_SHARD_HEADINGS,
): { headings: HeadingsShard; content: ContentShard } {
  const categories: string[] = [];
  const pages: CompactPage[] = [];
  const headings: CompactHeading[] = [];
  const later: CompactHeading[] = [];
  const content: CompactContent[] = [];
  const pageIndex = new Map<string, number>();
  /** Heading URL → its reference: [index, in the content shard]. */
  const headingRef = new Map<string, [number, boolean]>();
  let stack: { level: number; ref: [number, boolean] }[] = [];
  let reference = false;

  for (const record of records) {
    if (record.type === 'lvl1' || record.type === 'lvl0') {
      let category = categories.indexOf(record.hierarchy.lvl0);
      if (category === -1) category = categories.push(record.hierarchy.lvl0) - 1;
      const page: CompactPage = record.aliases?.length ? [record.url, category, record.hierarchy.lvl1, record.aliases.join('\n')] : [record.url, category, record.hierarchy.lvl1];
      pageIndex.set(record.url, pages.push(page) - 1);
      reference = (record.weight?.pageRank ?? 1) === 0;
      stack = [];
      continue;
    }
    const page = pageIndex.get(pageUrlOf(record.url));
    if (page === undefined) throw new Error(`Search index: ${record.url} comes before its page record`);
    if (record.type === 'content') {
      const owner = record.url.includes('#') ? headingRef.get(record.url) : undefined;
      if (owner?.[1]) content.push([owner[0], record.content ?? '', 1]);
      else content.push([owner?.[0] ?? -(page + 1), record.content ?? '']);
      continue;
    }
    const level = Number(record.type[3]);
    while (stack.length && stack.at(-1)!.level >= level) stack.pop();
    const text = record.hierarchy[record.type] ?? '';
    const anchor = record.url.slice(record.url.indexOf('#') + 1);
    const parent = stack.at(-1)?.ref;
    const first = level === 2 && !reference && headings.length < firstShardHeadings;
    const heading: CompactHeading = [page, -1, level, anchor === anchorFromText(text) ? '' : anchor, text];
    if (record.aliases?.length) heading.push(record.aliases.join('\n'));
    let ref: [number, boolean];
    if (first) {
      ref = [headings.push(heading) - 1, false];
    } else {
      heading[1] = parent === undefined ? -1 : parent[1] ? -(parent[0] + 2) : parent[0];
      ref = [later.push(heading) - 1, true];
    }
    headingRef.set(record.url, ref);
    stack.push({ level, ref });
  }
  return {
    headings: { v: LOCAL_INDEX_VERSION, categories, pages, headings },
    content: { v: LOCAL_INDEX_VERSION, headings: later, content },
  };
}
