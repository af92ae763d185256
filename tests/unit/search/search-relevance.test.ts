// The relevance floor (issue 22): the query set of relevance-queries.ts against the full index the
// build produces (guide, tutorial, API, CLI and error records), through the dialog's engine and
// result rules. The floor only goes up: raise it when the ranking improves, never lower it.
// Builds the content first when .generated/search-records.json is missing or older than content/.
import { describe, expect, it } from 'vitest';
import { formatReport, fullIndexBenchmark } from './relevance.ts';
import { RELEVANCE_QUERIES } from './relevance-queries.ts';

/**
 * Reached on 2026-11-23 with 1,221 pages (178 of 191 queries measured): success@1 0.904, success@3 0.961,
 * MRR@10 0.931. After ~180 new guide pages landed (1,403 pages, 188 queries measured): 0.883 / 0.973 /
 * 0.931. After the tools, reference and tutorial pages landed (1,554 pages, 190 measured; tutorial steps
 * no longer count as the page a query names): 0.863 / 0.963 / 0.919 — the floor below, above the
 * issue's targets (0.85 / 0.95 / 0.90).
 */
export const RELEVANCE_FLOOR = { successAt1: 0.86, successAt3: 0.96, mrrAt10: 0.91 };

describe('search relevance on the full index', () => {
  it('has at least 100 queries, each with target pages', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(100);
    for (const query of RELEVANCE_QUERIES) expect(query.targets.length, query.q).toBeGreaterThan(0);
    expect(new Set(RELEVANCE_QUERIES.map((query) => query.q)).size).toBe(RELEVANCE_QUERIES.length);
  });

  it('meets the floor: success@1, success@3, MRR@10', async () => {
    const { report, records, pages } = await fullIndexBenchmark();
    console.log(`${pages} pages, ${records} records\n${formatReport(report)}`);
    expect(records).toBeGreaterThan(10_000); // the full index: guides and the reference
    expect(report.measured).toBeGreaterThanOrEqual(100);
    expect(report.successAt1, formatReport(report)).toBeGreaterThanOrEqual(RELEVANCE_FLOOR.successAt1);
    expect(report.successAt3, formatReport(report)).toBeGreaterThanOrEqual(RELEVANCE_FLOOR.successAt3);
    expect(report.mrrAt10, formatReport(report)).toBeGreaterThanOrEqual(RELEVANCE_FLOOR.mrrAt10);
  }, 180_000);
});
