// Run time of the code-sample check (npm run check:code) today and projected to ~250 guide pages.
// Usage: npm run perf:check-code
// The projection is a synthetic run: today's pages replicated N times in one compiler program, N
// chosen so the sample count reaches 250 pages × today's samples per guide page (the guide pages are
// the densest: a conservative projection).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { collectContent } from '../../content/pipeline/check-code/collect.ts';

const TARGET_PAGES = 250;
const root = resolve(import.meta.dirname, '../..');
const { pages, projects } = collectContent(root);
const samples = pages.reduce((n, p) => n + p.samples.length, 0);
const guide = pages.filter((p) => p.section === 'guide');
const perGuidePage = guide.reduce((n, p) => n + p.samples.length, 0) / guide.length;
const targetSamples = Math.round(TARGET_PAGES * perGuidePage);
const repeat = Math.max(2, Math.ceil(targetSamples / samples));

// CPU time (user + system) of the child, through /usr/bin/time when present: on a shared machine the
// wall time depends on the load, the CPU time much less.
const hasTime = spawnSync('/usr/bin/time', ['-f', '%U %S', 'true']).status === 0;

function run(times: number): number {
  const started = performance.now();
  const args = ['content/pipeline/check-code/check-code-cli.ts', ...(times > 1 ? ['--repeat', String(times)] : [])];
  const result = hasTime
    ? spawnSync('/usr/bin/time', ['-f', '%U %S', process.execPath, ...args], { cwd: root, encoding: 'utf8' })
    : spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  const time = /^Time: .*$/m.exec(result.stdout)?.[0] ?? '(no time printed)';
  const cpu = hasTime ? result.stderr.trim().split('\n').at(-1)!.split(' ').map(Number) : undefined;
  const cpuText = cpu ? `, ${(cpu[0] + cpu[1]).toFixed(1)} s CPU` : '';
  console.log(`  ×${times}: ${seconds.toFixed(1)} s wall${cpuText} — ${time}`);
  return seconds;
}

console.log(
  `today: ${pages.length} pages, ${samples} page samples (+ ${projects.length} example/playground/tutorial projects); ${perGuidePage.toFixed(1)} samples per guide page`,
);
console.log(
  `target: ${TARGET_PAGES} guide pages ≈ ${targetSamples} page samples → pages ×${repeat} (${pages.length * repeat} pages, ${samples * repeat} samples)`,
);
const now = run(1);
const projected = run(repeat);
const load = (await import('node:os')).loadavg()[0].toFixed(1);
console.log(`check:code today: ${now.toFixed(1)} s; projected to ${TARGET_PAGES} guide pages: ${projected.toFixed(1)} s (budget 60 s; load average ${load})`);
