/**
 * Query time of the local search engine on the build's full index (issue 28: median ≤ 10 ms, p95 ≤
 * 30 ms): every query of the relevance and section benchmarks (tests/unit/search/relevance-queries.ts,
 * section-queries.ts), through the engine and the dialog's result rules, as the dialog's worker runs
 * them (Node here, the same code). Each query runs ROUNDS times (default 5) after one warm-up run.
 * Figures printed (no assertions): median / p95 / max over all runs, and over each query's best run
 * (less of what other processes cost on a busy machine), with the load average before and after.
 * Builds the content first when .generated/search-records.json is missing or stale.
 * Usage: npm run perf:search-time   (ROUNDS=5)
 */
import { cpus, loadavg } from 'node:os';
import { dialogResults, engineFor, fullSearchRecords } from '../unit/search/relevance.ts';
import { ADDED_QUERIES, RELEVANCE_QUERIES } from '../unit/search/relevance-queries.ts';
import { SECTION_QUERIES } from '../unit/search/section-queries.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

const records = await fullSearchRecords();
let start = performance.now();
const engine = engineFor(records);
const indexMs = performance.now() - start;
const queries = [...new Set([...RELEVANCE_QUERIES, ...ADDED_QUERIES, ...SECTION_QUERIES].map((query) => query.q))];
const loadBefore = load();

const all: number[] = [];
const best: number[] = [];
for (const query of queries) dialogResults(engine, query); // warm-up (JIT, stem cache)
for (const query of queries) {
  let min = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    start = performance.now();
    dialogResults(engine, query);
    const ms = performance.now() - start;
    all.push(ms);
    min = Math.min(min, ms);
  }
  best.push(min);
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const row = (values: number[]) =>
  `median ${quantile(values, 0.5).toFixed(1)} ms / p95 ${quantile(values, 0.95).toFixed(1)} ms / max ${Math.max(...values).toFixed(1)} ms`;

console.log(`Full index: ${records.length} records, ${records.filter((r) => r.type === 'lvl1').length} pages; index built in ${indexMs.toFixed(0)} ms`);
console.log(`${queries.length} queries × ${ROUNDS} runs (Node ${process.version}, ${cpus().length} cores)`);
console.log(`  all runs:          ${row(all)}`);
console.log(`  best run of each:  ${row(best)}`);
console.log(`  load average (1 / 5 / 15 min): before ${loadBefore}, after ${load()}`);
