// Search quality on the guide pages alone: each query must list the page of its expected URL in the
// top 3 results (local engine + the dialog's result processing; one result per page, so the page
// counts, its best section is what the result opens). Covers prefixes and typos. The relevance
// benchmark over the full index (guides and reference) is search-relevance.test.ts.
import { describe, expect, it } from 'vitest';
import { decodeContent, decodeHeadings, localIndexShards } from '../../../isomorphic/search/local-index.ts';
import { LocalSearchEngine } from '../../../elements/search-dialog/local/local-engine.ts';
import { pageOfUrl, toSearchResults } from '../../../elements/search-dialog/results.ts';
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
      const top = toSearchResults(engine.search(query))
        .slice(0, 3)
        .map((r) => r.url);
      const pages = accepted.map(pageOfUrl);
      expect(
        top.some((url) => pages.includes(pageOfUrl(url))),
        `top 3: ${top.join(', ')}`,
      ).toBe(true);
    });
  }
});
