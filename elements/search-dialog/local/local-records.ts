// Decodes the local index shards written by content/pipeline/search/local-index.ts
// (tests/unit/search/records.test.ts checks the two sides agree).
import type { HitLevel, HitType } from '../types.ts';

export const LOCAL_INDEX_VERSION = 3;

export interface LocalRecord {
  objectID: string;
  url: string;
  type: HitType;
  /** lvl0…lvl6 (missing levels are null). */
  levels: (string | null)[];
  content: string | null;
  /** Other names of a page or heading (redirects, curated synonyms), one per line; null when none. */
  aliases: string | null;
}

/** The anchor a heading has when the shard stores none (same as the encoder's `anchorFromText`). */
export function anchorFromText(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s/]/g, '-')
    .replace(/[^\p{L}\p{M}\p{Nd}_-]/gu, '');
}

const LEVELS: HitLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** The page and heading records of a headings shard, and what the content shard needs to resolve its owners. */
export interface DecodedHeadings {
  records: LocalRecord[];
  /** Record of each page, by page index. */
  pages: LocalRecord[];
  /** Record of each heading, by heading index. */
  headings: LocalRecord[];
}

function check(shard: unknown): Record<string, unknown> {
  const value = shard as { v?: unknown } | null;
  if (!value || typeof value !== 'object' || value.v !== LOCAL_INDEX_VERSION) throw new Error('Search index: unexpected file format');
  return value as Record<string, unknown>;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A heading row → its record, or undefined when it is malformed. `parentOf` resolves the parent index. */
function decodeHeading(row: unknown, pages: LocalRecord[], parentOf: (index: number) => LocalRecord | undefined): LocalRecord | undefined {
  const [page, parent, level, anchor, text, aliases] = list(row);
  const owner = pages[page as number];
  const depth = Number(level);
  if (!owner || !(depth >= 2 && depth <= 6)) return undefined;
  const levels = [...(parentOf(Number(parent))?.levels ?? owner.levels)];
  levels[depth] = str(text);
  for (let deeper = depth + 1; deeper < LEVELS.length; deeper++) levels[deeper] = null;
  const url = `${owner.url}#${str(anchor) || anchorFromText(str(text))}`;
  return { objectID: url, url, type: `lvl${depth}` as HitType, levels, content: null, aliases: str(aliases) || null };
}

export function decodeHeadings(shard: unknown): DecodedHeadings {
  const value = check(shard);
  const categories = list(value.categories).map(str);
  const pages: LocalRecord[] = list(value.pages).map((row) => {
    const [url, category, title, aliases] = list(row);
    const levels: (string | null)[] = [categories[category as number] ?? '', str(title), null, null, null, null, null];
    return { objectID: str(url), url: str(url), type: 'lvl1', levels, content: null, aliases: str(aliases) || null };
  });
  const headings: LocalRecord[] = [];
  for (const row of list(value.headings)) {
    const heading = decodeHeading(row, pages, (index) => headings[index]);
    if (heading) headings.push(heading);
  }
  return { records: [...pages, ...headings], pages, headings };
}

/** The content shard's records: its headings (the ones the first shard left out), then its prose blocks. */
export function decodeContent(shard: unknown, owners: DecodedHeadings): LocalRecord[] {
  const value = check(shard);
  const later: (LocalRecord | undefined)[] = [];
  for (const row of list(value.headings)) {
    later.push(decodeHeading(row, owners.pages, (index) => (index >= 0 ? owners.headings[index] : index <= -2 ? later[-index - 2] : undefined)));
  }
  const records: LocalRecord[] = later.filter((heading): heading is LocalRecord => heading !== undefined);
  list(value.content).forEach((row, i) => {
    const [owner, text, own] = list(row);
    const index = Number(owner);
    const parent = own === 1 ? later[index] : index < 0 ? owners.pages[-index - 1] : owners.headings[index];
    if (!parent || typeof text !== 'string') return;
    records.push({ objectID: `${parent.url}~${i}`, url: parent.url, type: 'content', levels: parent.levels, content: text, aliases: null });
  });
  return records;
}

export function hierarchyOf(record: LocalRecord): Record<HitLevel, string | null> {
  return Object.fromEntries(LEVELS.map((level, i) => [level, record.levels[i] ?? null])) as Record<HitLevel, string | null>;
}

/** The record's own text: its heading (lvlN) or its content. */
export function ownText(record: LocalRecord): string {
  if (record.type === 'content') return record.content ?? '';
  return record.levels[Number(record.type[3])] ?? '';
}

/** The headings above the record's own level, below the page title (lvl2 … lvl(n-1)). */
export function parentText(record: LocalRecord): string {
  const own = record.type === 'content' ? LEVELS.length : Number(record.type[3]);
  return record.levels.slice(2, own).filter(Boolean).join(' ');
}

/** The page title (lvl1), on every record of the page. */
export function titleText(record: LocalRecord): string {
  return record.levels[1] ?? '';
}

/** The page's path (the URL without `#anchor`). */
export function pageUrlOf(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}
