// Decodes the local index shards written by content/pipeline/search/local-index.ts
// (tests/unit/search-local-index.test.ts checks the two sides agree).
import type { HitLevel, HitType } from '../types.ts';

export const LOCAL_INDEX_VERSION = 1;

export interface LocalRecord {
  objectID: string;
  url: string;
  type: HitType;
  /** lvl0…lvl6 (missing levels are null). */
  levels: (string | null)[];
  content: string | null;
}

const LEVELS: HitLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const TYPES = new Set<string>([...LEVELS, 'content']);

/** Records of a shard; throws on a shard of another version or shape. */
export function decodeShard(shard: unknown): LocalRecord[] {
  const value = shard as { v?: unknown; records?: unknown };
  if (!value || value.v !== LOCAL_INDEX_VERSION || !Array.isArray(value.records)) {
    throw new Error('Search index: unexpected file format');
  }
  const records: LocalRecord[] = [];
  for (const row of value.records as unknown[]) {
    if (!Array.isArray(row)) continue;
    const [objectID, url, type, levels, content] = row as unknown[];
    if (typeof objectID !== 'string' || typeof url !== 'string' || typeof type !== 'string' || !TYPES.has(type)) continue;
    const list = Array.isArray(levels) ? levels.map((l) => (typeof l === 'string' ? l : null)) : [];
    while (list.length < LEVELS.length) list.push(null);
    records.push({ objectID, url, type: type as HitType, levels: list, content: typeof content === 'string' ? content : null });
  }
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

/** The headings above the record's own level (page title and parent headings). */
export function parentText(record: LocalRecord): string {
  const own = record.type === 'content' ? LEVELS.length : Number(record.type[3]);
  return record.levels.slice(1, own).filter(Boolean).join(' ');
}
