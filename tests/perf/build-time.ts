/**
 * `npm run perf:build [-- --synthetic N]`: runs the full build (content pipeline, prerender,
 * post-processing) and prints the wall time of each phase, pages/s and peak memory: the sum of the RSS
 * of the whole process tree (sampled from /proc every 200 ms) and the largest single process.
 * `--synthetic N` adds N generated pages in 10 sections (tests/perf/synthetic-content.ts) through a
 * temporary folder the content pipeline reads (`DOCS_SYNTHETIC_DIR`); nothing lands in content/.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { writeSyntheticContent } from './synthetic-content.ts';

const args = process.argv.slice(2);
const syntheticIndex = args.indexOf('--synthetic');
const synthetic = syntheticIndex >= 0 ? Number(args[syntheticIndex + 1]) : 0;
if (syntheticIndex >= 0 && !(synthetic > 0)) {
  console.error('Usage: npm run perf:build -- --synthetic <page count>');
  process.exit(2);
}

const env = { ...process.env };
let syntheticDir: string | undefined;
if (synthetic) {
  const t = performance.now();
  syntheticDir = writeSyntheticContent(synthetic);
  env['DOCS_SYNTHETIC_DIR'] = syntheticDir;
  console.log(`synthetic: ${synthetic} pages in ${syntheticDir} (${((performance.now() - t) / 1000).toFixed(1)} s, not counted)`);
}

const PAGE = 4096;
/** RSS in bytes of `root` and all its descendants, and of the largest one. */
function treeRss(root: number): { sum: number; max: number } {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone
    }
  }
  let sum = 0;
  let max = 0;
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop()!;
    try {
      const rss = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE;
      sum += rss;
      max = Math.max(max, rss);
    } catch {
      // gone
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return { sum, max };
}

const started = performance.now();
const child = spawn(process.execPath, ['scripts/build.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
let peakSum = 0;
let peakMax = 0;
const sampler = setInterval(() => {
  if (!child.pid) return;
  const { sum, max } = treeRss(child.pid);
  peakSum = Math.max(peakSum, sum);
  peakMax = Math.max(peakMax, max);
}, 200);

const phases: { label: string; seconds: number }[] = [];
let prerendered = 0;
createInterface({ input: child.stdout! }).on('line', (line) => {
  if (line.includes('Prerender (')) {
    prerendered++;
    return;
  }
  const phase = /^✓ (.+) \((\d+(?:\.\d+)?) s\)$/.exec(line);
  if (phase) phases.push({ label: phase[1]!, seconds: Number(phase[2]) });
  console.log(line);
});
const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
clearInterval(sampler);
const seconds = (performance.now() - started) / 1000;
if (syntheticDir) rmSync(syntheticDir, { recursive: true, force: true });
if (code !== 0) {
  console.error(`build failed (exit ${code})`);
  process.exit(code);
}

// Pages are the HTML files outside assets/ (assets/ holds the content and API fragments, also .html).
const html = readdirSync('build/client', { recursive: true, withFileTypes: true }).filter(
  (e) => e.isFile() && e.name.endsWith('.html') && !/^build[\\/]client[\\/]assets([\\/]|$)/.test(e.parentPath),
);
const pages = html.filter((e) => !readFileSync(join(e.parentPath, e.name), 'utf8').includes('http-equiv="refresh"'));
console.log('');
for (const { label, seconds: s } of phases) console.log(`  ${label.padEnd(48)} ${s.toFixed(1).padStart(7)} s`);
console.log(`build time:      ${seconds.toFixed(1)} s${synthetic ? ` (with ${synthetic} synthetic pages)` : ''}`);
console.log(`pages built:     ${pages.length} (+ ${html.length - pages.length} redirect stubs; ${prerendered} prerender requests)`);
console.log(`throughput:      ${(pages.length / seconds).toFixed(1)} pages/s`);
// CPU time of the build's process tree (children are waited for, so it is in this process's cutime/cstime).
const stat = readFileSync('/proc/self/stat', 'utf8');
const [cutime, cstime] = stat
  .slice(stat.lastIndexOf(')') + 2)
  .split(' ')
  .slice(13, 15)
  .map(Number);
if (Number.isFinite(cutime) && Number.isFinite(cstime)) {
  const cpu = (cutime! + cstime!) / 100;
  console.log(
    `CPU time:        ${cpu.toFixed(1)} s user+sys (${(cpu / seconds).toFixed(2)} cores busy on average; ${loadavg()[0]!.toFixed(1)} load average at the end)`,
  );
}
console.log(
  `peak memory:     ${(peakSum / 2 ** 20).toFixed(0)} MB process tree, ${(peakMax / 2 ** 20).toFixed(0)} MB largest process (RSS sampled every 200 ms)`,
);
