// `npm run check:code`: type-checks every code sample of content/ (see check.ts). Exit 1 on any error.
// `--repeat N`: synthetic run with the pages' samples replicated N times in one program (run time
// at N× today's size; tests/perf/check-code.ts uses it for the projection).
import { resolve } from 'node:path';
import { collectContent } from './collect.ts';
import { checkSamples } from './check.ts';
import { formatReport, replicatePages } from './report.ts';

const root = resolve(import.meta.dirname, '../../..');
const repeatArg = process.argv.indexOf('--repeat');
const repeat = repeatArg > 0 ? Number(process.argv[repeatArg + 1]) : 1;

const started = performance.now();
const collected = collectContent(root);
const collectMs = performance.now() - started;
const pages = replicatePages(collected.pages, repeat);
const result = checkSamples(root, pages, collected.projects);
result.ms.collect = collectMs;
result.ms.total = performance.now() - started;

const errors = [...collected.problems, ...result.errors.map((e) => e.text)];
console.log(formatReport(result, pages.length, repeat));
if (errors.length) {
  console.error(`\nCode samples: ${errors.length} error(s):\n${errors.join('\n')}`);
  process.exit(1);
}
