// The local search index format: what the pipeline encodes, the search dialog decodes, unchanged
// (isomorphic/search/local-index.ts holds both sides).
import { describe, expect, it } from 'vitest';
import { buildSearchRecords } from '../../../content/pipeline/search/build-records.ts';
import { anchorFromText, decodeContent, decodeHeadings, localIndexShards, pageUrlOf, type LocalRecord } from '../../../isomorphic/search/local-index.ts';
import type { SearchRecord } from '../../../isomorphic/search/records.ts';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

const records: SearchRecord[] = buildSearchRecords([
  {
    url: '/guide/signals',
    category: 'Docs',
    title: 'Signals',
    html: '<p>Intro text.</p><h2 id="computed-signals">Computed signals</h2><p>Derived.</p><h3 id="custom-id">Lazy / memoized</h3><p>Deep text.</p><h2 id="effects">Effects</h2>',
  },
  { url: '/api/core/signal', category: 'Reference', title: 'signal', html: '<h2 id="description">Description</h2><p>Creates a signal.</p>' },
]);
records[0].aliases = ['state', 'reactivity'];

/** The decoded records in the encoder's terms, to compare with the input records. */
function asRecord(record: LocalRecord): Pick<SearchRecord, 'url' | 'type' | 'content' | 'hierarchy'> {
  const hierarchy = Object.fromEntries(LEVELS.map((level, i) => [level, record.levels[i] ?? null])) as unknown as SearchRecord['hierarchy'];
  return { url: record.url, type: record.type, content: record.content, hierarchy };
}

function roundTrip(firstShardHeadings?: number): LocalRecord[] {
  const shards = localIndexShards(records, firstShardHeadings);
  // Through JSON, as the files are written and fetched.
  const headings = decodeHeadings(JSON.parse(JSON.stringify(shards.headings)));
  return [...headings.records, ...decodeContent(JSON.parse(JSON.stringify(shards.content)), headings)];
}

describe('local search index format (encode → JSON → decode)', () => {
  for (const cap of [undefined, 0, 1]) {
    it(`gives back every record with its url, type, hierarchy and content (first shard cap ${cap ?? 'default'})`, () => {
      const key = (r: { url: string; type: string; content: string | null }) => `${r.type === 'content' ? 1 : 0} ${r.url} ${r.content}`;
      const expected = records.map(({ url, type, content, hierarchy }) => ({ url, type, content, hierarchy })).sort((a, b) => key(a).localeCompare(key(b)));
      const actual = roundTrip(cap)
        .map(asRecord)
        .sort((a, b) => key(a).localeCompare(key(b)));
      expect(actual).toEqual(expected);
    });
  }

  it('keeps aliases and custom anchors, derives the usual ones', () => {
    const decoded = roundTrip();
    expect(decoded.find((r) => r.url === '/guide/signals')?.aliases).toBe('state\nreactivity');
    expect(decoded.some((r) => r.url === '/guide/signals#custom-id' && r.type === 'lvl3')).toBe(true);
    const shards = localIndexShards(records);
    expect(shards.headings.headings.find((h) => h[4] === 'Computed signals')?.[3]).toBe('');
    expect(anchorFromText('Computed signals')).toBe('computed-signals');
    expect(pageUrlOf('/guide/signals#effects')).toBe('/guide/signals');
  });

  it('refuses another version or shape', () => {
    expect(() => decodeHeadings({ v: 99, categories: [], pages: [], headings: [] })).toThrow(/format/);
    expect(() => decodeHeadings(null)).toThrow(/format/);
    const headings = decodeHeadings(JSON.parse(JSON.stringify(localIndexShards(records).headings)));
    expect(() => decodeContent({ v: localIndexShards(records).content.v }, headings)).toThrow(/format/);
  });
});
