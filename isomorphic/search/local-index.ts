// The files the embedded (local) search engine loads in the browser, from the search records.
// Two shards so the first results come quickly: `headings.json` (every page's title and other names,
// and the top-level headings of the guides, up to FIRST_SHARD_HEADINGS: loaded first, small at any
// site size) and `content.json` (the other headings and the prose blocks, loaded once a search has
// answered, and merged in). Compact: a heading names its page and parent heading instead of
// repeating the hierarchy, a prose block names its heading.
// Encoder (`localIndexShards`, run by the pipeline) and decoder (`decodeHeadings`, `decodeContent`,
// run by the search dialog) share the types below, so they cannot drift apart;
// tests/unit/isomorphic/local-index.test.ts round-trips them.
import type { RecordLevel, RecordType, SearchRecord } from './records.ts';

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

/** The page's path (the URL without `#anchor`). */
export function pageUrlOf(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/**
 * The anchor most headings have: their text, lower-cased, spaces and `/` as `-`, other punctuation
 * dropped. Such anchors are not stored: the decoder derives them again.
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
      const page: CompactPage = record.aliases?.length
        ? [record.url, category, record.hierarchy.lvl1, record.aliases.join('\n')]
        : [record.url, category, record.hierarchy.lvl1];
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

// ---------------------------------------------------------------- decoder (browser)

/** A record as the browser's engine indexes it (decoded from the shards). */
export interface LocalRecord {
  objectID: string;
  url: string;
  type: RecordType;
  /** lvl0…lvl6 (missing levels are null). */
  levels: (string | null)[];
  content: string | null;
  /** Other names of a page or heading (redirects, curated synonyms), one per line; null when none. */
  aliases: string | null;
}

const LEVELS: readonly RecordLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** The page and heading records of a headings shard, and what the content shard needs to resolve its owners. */
export interface DecodedHeadings {
  records: LocalRecord[];
  /** Record of each page, by page index. */
  pages: LocalRecord[];
  /** Record of each heading, by heading index. */
  headings: LocalRecord[];
}

/**
 * The parsed JSON of a shard, checked for this format's version and its lists. Throws for another
 * version (a stale cached file) or another shape.
 */
function checkShard<T extends HeadingsShard | ContentShard>(json: unknown, lists: readonly (keyof T & string)[]): T {
  const value = json as Partial<Record<string, unknown>> | null;
  if (!value || typeof value !== 'object' || value.v !== LOCAL_INDEX_VERSION || lists.some((key) => !Array.isArray(value[key]))) {
    throw new Error('Search index: unexpected file format');
  }
  return value as unknown as T;
}

/** A heading row → its record, or undefined when its page or level is out of range. `parentOf` resolves the parent index. */
function decodeHeading(row: CompactHeading, pages: readonly LocalRecord[], parentOf: (index: number) => LocalRecord | undefined): LocalRecord | undefined {
  const [page, parent, depth, anchor, text, aliases] = row;
  const owner = pages[page];
  if (!owner || !(depth >= 2 && depth <= 6)) return undefined;
  const levels = [...(parentOf(parent)?.levels ?? owner.levels)];
  levels[depth] = text;
  for (let deeper = depth + 1; deeper < LEVELS.length; deeper++) levels[deeper] = null;
  const url = `${owner.url}#${anchor || anchorFromText(text)}`;
  return { objectID: url, url, type: LEVELS[depth], levels, content: null, aliases: aliases || null };
}

/** The page and heading records of the headings shard (`headings.json`, parsed). */
export function decodeHeadings(json: unknown): DecodedHeadings {
  const shard = checkShard<HeadingsShard>(json, ['categories', 'pages', 'headings']);
  const pages: LocalRecord[] = shard.pages.map(([url, category, title, aliases]) => {
    const levels: (string | null)[] = [shard.categories[category] ?? '', title, null, null, null, null, null];
    return { objectID: url, url, type: 'lvl1', levels, content: null, aliases: aliases || null };
  });
  const headings: LocalRecord[] = [];
  for (const row of shard.headings) {
    const heading = decodeHeading(row, pages, (index) => headings[index]);
    if (heading) headings.push(heading);
  }
  return { records: [...pages, ...headings], pages, headings };
}

/** The content shard's records (`content.json`, parsed): its headings (the ones the first shard left out), then its prose blocks. */
export function decodeContent(json: unknown, owners: DecodedHeadings): LocalRecord[] {
  const shard = checkShard<ContentShard>(json, ['headings', 'content']);
  const later: (LocalRecord | undefined)[] = [];
  for (const row of shard.headings) {
    later.push(decodeHeading(row, owners.pages, (index) => (index >= 0 ? owners.headings[index] : index <= -2 ? later[-index - 2] : undefined)));
  }
  const records: LocalRecord[] = later.filter((heading): heading is LocalRecord => heading !== undefined);
  shard.content.forEach(([index, text, own], i) => {
    const parent = own === 1 ? later[index] : index < 0 ? owners.pages[-index - 1] : owners.headings[index];
    if (!parent) return;
    records.push({ objectID: `${parent.url}~${i}`, url: parent.url, type: 'content', levels: parent.levels, content: text, aliases: null });
  });
  return records;
}
