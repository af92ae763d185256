// The relevance floor (issues 22 and 28): the query set of relevance-queries.ts (the first set and the
// queries added in issue 28, split into a tuning half and a held-out half by a fixed seed) against the
// full index the build produces (guide, tutorial, API, CLI and error records), through the dialog's
// engine and result rules. The floors only go up: raise them when the ranking improves, never lower them.
// Builds the content first when .generated/search-records.json is missing or older than content/.
import { describe, expect, it } from 'vitest';
import { formatReport, formatSectionReport, formatTable, fullIndexBenchmark, splitQueries, type BenchmarkReport } from './relevance.ts';
import { SECTION_QUERIES } from './section-queries.ts';
import { ADDED_QUERIES, RELEVANCE_QUERIES } from './relevance-queries.ts';
import { HELD_OUT_C } from './relevance-queries-c.ts';
import { SYNTAX_SET_D } from './relevance-queries-d.ts';

/**
 * History of the first set alone (191 queries): 2026-11-23, 1,221 pages: 0.904 / 0.961 / 0.931; after
 * ~180 new guide pages (1,403 pages): 0.883 / 0.973 / 0.931; after the tools, reference and tutorial
 * pages (1,554 pages): 0.863 / 0.963 / 0.919.
 * Issue 28: the floors hold both halves of the grown set (docs/notes/issue-28-search.md).
 */
export const RELEVANCE_FLOOR = {
  // Before any ranking change (1,554 pages): 0.832 / 0.946 / 0.893; after issue 28's (tuned on this half): 0.876 / 0.951 / 0.920;
  // after the second round (1,590 pages; 0.881 / 0.951 / 0.922 before it): 0.930 / 0.978 / 0.954; after the third: 0.941 / 0.984 / 0.963.
  tuning: { successAt1: 0.94, successAt3: 0.98, mrrAt10: 0.96 },
  // Before: 0.773 / 0.914 / 0.850; after (never tuned on): 0.822 / 0.935 / 0.883; second round: 0.827 / 0.935 / 0.886 → 0.886 / 0.951 / 0.927;
  // third round: 0.897 / 0.962 / 0.937; fourth round (syntax by shape): 0.903 / 0.968 / 0.941.
  heldOut: { successAt1: 0.9, successAt3: 0.96, mrrAt10: 0.94 },
  // Held-out set C (relevance-queries-c.ts, 102 queries, third round, never tuned on): 0.765 / 0.912 / 0.842 before the third
  // round's changes, 0.784 / 0.922 / 0.855 after; fourth round (never tuned on): 0.833 / 0.971 / 0.901.
  heldOutC: { successAt1: 0.83, successAt3: 0.97, mrrAt10: 0.9 },
  // Syntax set D (relevance-queries-d.ts, 34 queries, fourth round; its rules were judged on it): 0.265 / 0.471 / 0.394 before the
  // round's changes, 1.000 / 1.000 / 1.000 after; the floor allows one query to slip to second.
  syntaxD: { successAt1: 0.97, successAt3: 1, mrrAt10: 0.98 },
  // The right section (section-queries.ts, 46 queries): before the section choice 0.826; after 0.978; third round (modify/change): 1.000.
  sectionAccuracy: 0.97,
};

function expectFloor(report: BenchmarkReport, floor: { successAt1: number; successAt3: number; mrrAt10: number }, label: string, minMeasured = 100) {
  const text = formatReport(report, label);
  expect(report.measured, text).toBeGreaterThanOrEqual(minMeasured);
  expect(report.successAt1, text).toBeGreaterThanOrEqual(floor.successAt1);
  expect(report.successAt3, text).toBeGreaterThanOrEqual(floor.successAt3);
  expect(report.mrrAt10, text).toBeGreaterThanOrEqual(floor.mrrAt10);
}

describe('search relevance on the full index', () => {
  it('has the first set and at least 100 added queries, each with target pages, no query twice', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(100);
    expect(ADDED_QUERIES.length).toBeGreaterThanOrEqual(100);
    const all = [...RELEVANCE_QUERIES, ...ADDED_QUERIES];
    for (const query of all) expect(query.targets.length, query.q).toBeGreaterThan(0);
    expect(new Set(all.map((query) => query.q)).size).toBe(all.length);
  });

  it('has a third held-out set (C) of at least 60 queries with targets, none of them in the first two sets', () => {
    expect(HELD_OUT_C.length).toBeGreaterThanOrEqual(60);
    for (const query of HELD_OUT_C) expect(query.targets.length, query.q).toBeGreaterThan(0);
    expect(new Set(HELD_OUT_C.map((query) => query.q)).size).toBe(HELD_OUT_C.length);
    const others = new Set([...RELEVANCE_QUERIES, ...ADDED_QUERIES].map((query) => query.q.toLowerCase()));
    expect(HELD_OUT_C.filter((query) => others.has(query.q.toLowerCase())).map((query) => query.q)).toEqual([]);
  });

  it('has a syntax set (D) of at least 25 queries written as Angular syntax, with targets, none of them in the other sets', () => {
    expect(SYNTAX_SET_D.length).toBeGreaterThanOrEqual(25);
    for (const query of SYNTAX_SET_D) expect(query.targets.length, query.q).toBeGreaterThan(0);
    expect(new Set(SYNTAX_SET_D.map((query) => query.q)).size).toBe(SYNTAX_SET_D.length);
    const others = new Set([...RELEVANCE_QUERIES, ...ADDED_QUERIES, ...HELD_OUT_C].map((query) => query.q.toLowerCase()));
    expect(SYNTAX_SET_D.filter((query) => others.has(query.q.toLowerCase())).map((query) => query.q)).toEqual([]);
    // Every query has a syntax shape: an event binding, a reference variable, a block, a pipe, or a camelCase name.
    const shapes = [/^\([\w.:-]+\)$/, /^#\w+$/, /^@\w+( \w+)?$/, /^\| \w+$/, /^[a-z]+[A-Z]\w*$/];
    expect(SYNTAX_SET_D.filter((query) => !shapes.some((shape) => shape.test(query.q))).map((query) => query.q)).toEqual([]);
  });

  it('splits the whole set into two fixed halves by the seed', () => {
    const { tuning, heldOut } = splitQueries();
    const all = [...RELEVANCE_QUERIES, ...ADDED_QUERIES];
    expect(tuning.length + heldOut.length).toBe(all.length);
    expect(Math.abs(tuning.length - heldOut.length)).toBeLessThanOrEqual(1);
    const held = new Set(heldOut.map((query) => query.q));
    expect(tuning.some((query) => held.has(query.q))).toBe(false);
    // The same seed gives the same split in any order; another seed gives another one.
    expect(splitQueries([...all].reverse()).tuning.map((query) => query.q)).toEqual(tuning.map((query) => query.q));
    expect(splitQueries(all, 1).tuning.map((query) => query.q)).not.toEqual(tuning.map((query) => query.q));
    // Both halves hold old and added queries.
    const added = new Set(ADDED_QUERIES.map((query) => query.q));
    for (const half of [tuning, heldOut]) {
      expect(half.filter((query) => added.has(query.q)).length).toBeGreaterThan(50);
      expect(half.filter((query) => !added.has(query.q)).length).toBeGreaterThan(50);
    }
  });

  it('meets the floor on both halves, set C and syntax set D: success@1, success@3, MRR@10', async () => {
    const benchmark = await fullIndexBenchmark();
    console.log(
      `${benchmark.pages} pages, ${benchmark.records} records\n${formatTable(benchmark)}\n${formatReport(benchmark.heldOut, 'Held-out half')}\n${formatReport(benchmark.heldOutC, 'Held-out set C')}\n${formatReport(benchmark.syntaxD, 'Syntax set D')}`,
    );
    expect(benchmark.records).toBeGreaterThan(10_000); // the full index: guides and the reference
    expectFloor(benchmark.tuning, RELEVANCE_FLOOR.tuning, 'Tuning half');
    expectFloor(benchmark.heldOut, RELEVANCE_FLOOR.heldOut, 'Held-out half');
    expectFloor(benchmark.heldOutC, RELEVANCE_FLOOR.heldOutC, 'Held-out set C', HELD_OUT_C.length - 5);
    expectFloor(benchmark.syntaxD, RELEVANCE_FLOOR.syntaxD, 'Syntax set D', SYNTAX_SET_D.length);
    // The right section: the first result on the query's page opens at the section the query names.
    const sections = formatSectionReport(benchmark.sections);
    expect(benchmark.sections.measured, sections).toBeGreaterThanOrEqual(SECTION_QUERIES.length - 2);
    expect(benchmark.sections.accuracy, sections).toBeGreaterThanOrEqual(RELEVANCE_FLOOR.sectionAccuracy);
  }, 180_000);
});
