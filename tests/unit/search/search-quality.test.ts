// Search quality on the real content: each query must list its expected URL in the top 3 results
// (local engine + the dialog's result processing). Covers prefixes and typos.
import { describe, expect, it } from 'vitest';
import { localIndexShards } from '../../../content/pipeline/search/local-index.ts';
import { LocalSearchEngine } from '../../../elements/search-dialog/local/local-engine.ts';
import { decodeContent, decodeHeadings } from '../../../elements/search-dialog/local/local-records.ts';
import { toSearchResults } from '../../../elements/search-dialog/results.ts';
import { QUALITY_QUERIES } from './quality-queries.ts';
import { realSearchRecords } from './real-records.ts';


describe('search quality on the real content', () => {
  const { headings, content } = localIndexShards(realSearchRecords());
  const decoded = decodeHeadings(JSON.parse(JSON.stringify(headings)));
  const engine = new LocalSearchEngine(decoded.records);
  engine.add(decodeContent(JSON.parse(JSON.stringify(content)), decoded));

  it('has at least 30 queries', () => {
    expect(QUALITY_QUERIES.length).toBeGreaterThanOrEqual(30);
  });

  for (const [query, ...accepted] of QUALITY_QUERIES) {
    it(`"${query}" lists ${accepted.join(' or ')} in the top 3`, () => {
      const top = toSearchResults(engine.search(query)).slice(0, 3).map((r) => r.url);
      expect(top.some((url) => accepted.includes(url)), `top 3: ${top.join(', ')}`).toBe(true);
    });
  }
});
