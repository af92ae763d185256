// The relevance benchmark (issue 22): the query set (relevance-queries.ts) against the FULL index the
// build produces (guide, tutorial, API, CLI, error records: .generated/search-records.json), through
// the same shards, engine and result rules the dialog uses. Shared by the vitest floor
// (search-relevance.test.ts) and `npm run perf:search`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { decodeContent, decodeHeadings, localIndexShards } from '../../../isomorphic/search/local-index.ts';
import type { SearchRecord } from '../../../isomorphic/search/records.ts';
import { LocalSearchEngine } from '../../../elements/search-dialog/local/local-engine.ts';
import { toSearchResults } from '../../../elements/search-dialog/results.ts';
import type { SearchResult } from '../../../elements/search-dialog/types.ts';
import { ADDED_QUERIES, RELEVANCE_QUERIES, type RelevanceQuery } from './relevance-queries.ts';
import { SECTION_QUERIES, type SectionQuery } from './section-queries.ts';
import { HELD_OUT_C } from './relevance-queries-c.ts';
import { SYNTAX_SET_D } from './relevance-queries-d.ts';

const ROOT = join(import.meta.dirname, '../../..');
export const RECORDS_FILE = join(ROOT, '.generated/search-records.json');

/** Newest modification time (ms) of the files under `path`. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

/** True when the build's records are missing or older than the content or the pipeline. */
export function recordsAreStale(): boolean {
  if (!existsSync(RECORDS_FILE)) return true;
  const built = statSync(RECORDS_FILE).mtimeMs;
  return ['content', 'node_modules/@angular/core/package.json', 'node_modules/@angular/cli/package.json'].some((path) => newest(join(ROOT, path)) > built);
}

/**
 * Every record the build produces. Runs the content build first (`npm run build:content`, its
 * outputs are ignored by git) when the records are missing or stale.
 */
export async function fullSearchRecords(): Promise<SearchRecord[]> {
  if (recordsAreStale()) {
    const { buildContent, formatErrors } = await import('../../../content/pipeline/build-content.ts');
    const { errors } = await buildContent();
    if (errors.length) throw new Error(`The content build failed:\n${formatErrors(errors)}`);
  }
  return JSON.parse(readFileSync(RECORDS_FILE, 'utf8')) as SearchRecord[];
}

/** The local engine over the records, loaded from their shards as the browser loads them (both shards). */
export function engineFor(records: readonly SearchRecord[]): LocalSearchEngine {
  const { headings, content } = localIndexShards(records);
  const decoded = decodeHeadings(JSON.parse(JSON.stringify(headings)));
  const engine = new LocalSearchEngine(decoded.records);
  engine.add(decodeContent(JSON.parse(JSON.stringify(content)), decoded));
  return engine;
}

/** What the dialog lists for a query: the engine's hits through the dialog's result rules. */
export function dialogResults(engine: LocalSearchEngine, query: string): SearchResult[] {
  return toSearchResults(engine.search(query));
}

export const pageOf = (url: string) => url.split('#')[0];

export interface QueryOutcome {
  query: RelevanceQuery;
  /** 1-based rank of the first result on a target page, or 0 when none is in the top 10. */
  rank: number;
  /** Pages of the top results (up to the target, or the top 5 on a miss). */
  above: string[];
}

export interface BenchmarkReport {
  /** Queries measured (at least one target page in the index). */
  measured: number;
  /** Queries skipped (no target page in the index yet). */
  skipped: number;
  successAt1: number;
  successAt3: number;
  mrrAt10: number;
  outcomes: QueryOutcome[];
  /** Figures per kind of query. */
  byKind: Record<string, { measured: number; successAt1: number; successAt3: number; mrrAt10: number }>;
}

function figures(outcomes: QueryOutcome[]) {
  const n = outcomes.length || 1;
  return {
    measured: outcomes.length,
    successAt1: outcomes.filter((o) => o.rank === 1).length / n,
    successAt3: outcomes.filter((o) => o.rank >= 1 && o.rank <= 3).length / n,
    mrrAt10: outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / n,
  };
}

/** Runs the query set against `search` (query → results, best first). */
export function runBenchmark(
  search: (query: string) => readonly { url: string }[],
  indexedPages: ReadonlySet<string>,
  queries: readonly RelevanceQuery[] = RELEVANCE_QUERIES,
): BenchmarkReport {
  const outcomes: QueryOutcome[] = [];
  let skipped = 0;
  for (const query of queries) {
    const targets = query.targets.filter((t) => indexedPages.has(pageOf(t)));
    if (!targets.length) {
      skipped++;
      continue;
    }
    const pages = search(query.q)
      .slice(0, 10)
      .map((r) => pageOf(r.url));
    const index = pages.findIndex((page) => targets.includes(page));
    outcomes.push({ query, rank: index + 1, above: index === -1 ? pages.slice(0, 5) : pages.slice(0, index) });
  }
  const byKind: BenchmarkReport['byKind'] = {};
  for (const kind of new Set(outcomes.map((o) => o.query.kind))) byKind[kind] = figures(outcomes.filter((o) => o.query.kind === kind));
  return { ...figures(outcomes), skipped, outcomes, byKind };
}

/** The report as text: the figures, per kind, then each miss (not first) with what ranked above it. */
export function formatReport(report: BenchmarkReport, label = 'Relevance'): string {
  const pct = (n: number) => n.toFixed(3);
  const lines = [
    `${label}: ${report.measured} queries measured, ${report.skipped} skipped (target pages not in the index yet)`,
    `  success@1 ${pct(report.successAt1)}   success@3 ${pct(report.successAt3)}   MRR@10 ${pct(report.mrrAt10)}`,
    ...Object.entries(report.byKind).map(
      ([kind, f]) => `  ${kind.padEnd(8)} ${String(f.measured).padStart(3)} queries: @1 ${pct(f.successAt1)}  @3 ${pct(f.successAt3)}  MRR ${pct(f.mrrAt10)}`,
    ),
  ];
  const misses = report.outcomes.filter((o) => o.rank !== 1);
  if (misses.length) lines.push(`  not first (${misses.length}):`);
  for (const miss of misses) {
    lines.push(`  - "${miss.query.q}": ${miss.rank ? `rank ${miss.rank}` : 'not in the top 10'}; above: ${miss.above.join(', ') || '—'}`);
  }
  return lines.join('\n');
}

export interface SectionReport {
  /** Queries whose page is in the top 10 (the section is measured on those). */
  measured: number;
  /** Queries whose page is not in the top 10 (or not in the index). */
  pageMissed: number;
  /** Share of the measured queries whose first result on the page links to an expected section. */
  accuracy: number;
  misses: { query: SectionQuery; url: string }[];
}

/** The section benchmark: does the first result on the query's page open at the section it names? */
export function runSectionBenchmark(search: (query: string) => readonly { url: string }[], queries: readonly SectionQuery[] = SECTION_QUERIES): SectionReport {
  let measured = 0;
  let pageMissed = 0;
  const misses: SectionReport['misses'] = [];
  for (const query of queries) {
    const hit = search(query.q)
      .slice(0, 10)
      .find((r) => pageOf(r.url) === query.page);
    if (!hit) {
      pageMissed++;
      continue;
    }
    measured++;
    const anchor = hit.url.includes('#') ? hit.url.slice(hit.url.indexOf('#') + 1) : '';
    if (!query.anchors.includes(anchor)) misses.push({ query, url: hit.url });
  }
  return { measured, pageMissed, accuracy: measured ? (measured - misses.length) / measured : 0, misses };
}

export function formatSectionReport(report: SectionReport): string {
  return [
    `Sections: ${report.measured} queries with their page in the top 10 (${report.pageMissed} without): section accuracy ${report.accuracy.toFixed(3)}`,
    ...report.misses.map((m) => `  - "${m.query.q}": ${m.url} (expected #${m.query.anchors.join(' or #')})`),
  ].join('\n');
}

/** The seed of the tuning/held-out split (issue 28). Fixed: changing it would let a tuner pick the split. */
export const SPLIT_SEED = 28;

/** FNV-1a (32 bit) of a string: a stable, platform-independent hash. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The whole query set (the first set and the queries added in issue 28) split in two halves by the
 * seed: each query's place comes from a hash of the seed and its text (so adding a query never moves
 * another from one half to the other), and the lower half is the tuning half. Ranking changes are
 * tuned on `tuning` only; `heldOut` says whether they generalise.
 */
export function splitQueries(
  queries: readonly RelevanceQuery[] = [...RELEVANCE_QUERIES, ...ADDED_QUERIES],
  seed = SPLIT_SEED,
): { tuning: RelevanceQuery[]; heldOut: RelevanceQuery[] } {
  const ordered = [...queries].sort((a, b) => fnv1a(`${seed}:${a.q}`) - fnv1a(`${seed}:${b.q}`) || (a.q < b.q ? -1 : 1));
  const half = Math.ceil(ordered.length / 2);
  return { tuning: ordered.slice(0, half), heldOut: ordered.slice(half) };
}

export interface FullIndexBenchmark {
  /** The tuning half of the whole set. */
  tuning: BenchmarkReport;
  /** The held-out half of the whole set. */
  heldOut: BenchmarkReport;
  /** Held-out set C (relevance-queries-c.ts, third round): a third set, never tuned on. */
  heldOutC: BenchmarkReport;
  /** Syntax set D (relevance-queries-d.ts, fourth round): Angular syntax as written, the set that round's rules were judged on. */
  syntaxD: BenchmarkReport;
  /** The first query set (issue 22), for comparison with earlier figures. */
  original: BenchmarkReport;
  /** The queries added in issue 28. */
  added: BenchmarkReport;
  /** The section benchmark (section-queries.ts). */
  sections: SectionReport;
  records: number;
  pages: number;
}

/** The benchmark over the build's full index (what the vitest floor and perf:search print): both halves, and the old and added sets. */
export async function fullIndexBenchmark(): Promise<FullIndexBenchmark> {
  const records = await fullSearchRecords();
  const engine = engineFor(records);
  const pages = new Set(records.filter((r) => r.type === 'lvl1').map((r) => r.url));
  const cache = new Map<string, SearchResult[]>();
  const search = (query: string) => {
    let results = cache.get(query);
    if (!results) cache.set(query, (results = dialogResults(engine, query)));
    return results;
  };
  const { tuning, heldOut } = splitQueries();
  return {
    tuning: runBenchmark(search, pages, tuning),
    heldOut: runBenchmark(search, pages, heldOut),
    heldOutC: runBenchmark(search, pages, HELD_OUT_C),
    syntaxD: runBenchmark(search, pages, SYNTAX_SET_D),
    original: runBenchmark(search, pages, RELEVANCE_QUERIES),
    added: runBenchmark(search, pages, ADDED_QUERIES),
    sections: runSectionBenchmark(search),
    records: records.length,
    pages: pages.size,
  };
}

/** One line of figures per set (the table of the issue's note). */
export function formatTable(benchmark: FullIndexBenchmark): string {
  const pct = (n: number) => n.toFixed(3);
  const row = (label: string, r: BenchmarkReport) =>
    `  ${label.padEnd(34)} ${String(r.measured).padStart(4)} ${String(r.skipped).padStart(5)}   ${pct(r.successAt1)}   ${pct(r.successAt3)}   ${pct(r.mrrAt10)}`;
  return [
    `  ${'query set'.padEnd(34)} ${'n'.padStart(4)} ${'skip'.padStart(5)}   @1      @3      MRR@10`,
    row(`tuning half (seed ${SPLIT_SEED})`, benchmark.tuning),
    row('held-out half', benchmark.heldOut),
    row('held-out set C (third round)', benchmark.heldOutC),
    row('syntax set D (fourth round)', benchmark.syntaxD),
    row('first set (issue 22)', benchmark.original),
    row('added set (issue 28)', benchmark.added),
    `  section accuracy: ${benchmark.sections.accuracy.toFixed(3)} on ${benchmark.sections.measured} of ${SECTION_QUERIES.length} section queries (page in the top 10)`,
  ].join('\n');
}
