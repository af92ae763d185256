// Reading decoded local-index records (the format and its decoder: isomorphic/search/local-index.ts).
import type { LocalRecord } from '../../../isomorphic/search/local-index.ts';
import type { HitLevel } from '../types.ts';

const LEVELS: HitLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

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
