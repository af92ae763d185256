// The files the embedded (local) search engine loads in the browser, from the search records.
// Two shards so the first results come quickly: `headings.json` (pages and headings, loaded first)
// and `content.json` (prose blocks, loaded next and merged in). The decoder on the browser side is
// elements/search-dialog/local/local-records.ts; tests/unit/search-local-index.test.ts checks both agree.
import type { RecordType, SearchRecord } from './records.ts';

export const LOCAL_INDEX_VERSION = 1;

/** One record, compact: [objectID, url, type, hierarchy lvl0…lvlN (trailing nulls dropped), content]. */
export type CompactRecord = [string, string, RecordType, (string | null)[], string | null];

export interface LocalIndexShard {
  v: typeof LOCAL_INDEX_VERSION;
  records: CompactRecord[];
}

function compact(record: SearchRecord): CompactRecord {
  const { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
  const levels: (string | null)[] = [lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6];
  while (levels.length > 2 && levels.at(-1) === null) levels.pop();
  return [record.objectID, record.url, record.type, levels, record.content];
}

/** Splits the records into the two shards of the local index. */
export function localIndexShards(records: readonly SearchRecord[]): { headings: LocalIndexShard; content: LocalIndexShard } {
  return {
    headings: { v: LOCAL_INDEX_VERSION, records: records.filter((r) => r.type !== 'content').map(compact) },
    content: { v: LOCAL_INDEX_VERSION, records: records.filter((r) => r.type === 'content').map(compact) },
  };
}
