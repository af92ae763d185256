// Prints total build time, pages built and pages/s. Usage: npm run perf:build
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const started = performance.now();
const result = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, 'scripts/build.ts'], { encoding: 'utf8' });
const seconds = (performance.now() - started) / 1000;
if (result.error || result.status !== 0) {
  // /usr/bin/time may be missing: fall back to a plain run.
  const plain = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
  if (plain.status !== 0) process.exit(plain.status ?? 1);
}
const peakKb = Number(result.stderr?.trim().split('\n').at(-1));

// Pages are the HTML files outside assets/ (assets/ holds the content and API fragments, also .html).
const html = readdirSync('build/client', { recursive: true, withFileTypes: true }).filter(
  (e) => e.isFile() && e.name.endsWith('.html') && !/^build[\\/]client[\\/]assets([\\/]|$)/.test(e.parentPath),
);
const pages = html.filter((e) => !readFileSync(join(e.parentPath, e.name), 'utf8').includes('http-equiv="refresh"'));
console.log(`build time:      ${seconds.toFixed(1)} s`);
console.log(`pages built:     ${pages.length} (+ ${html.length - pages.length} redirect stubs)`);
console.log(`throughput:      ${(pages.length / seconds).toFixed(1)} pages/s`);
if (Number.isFinite(peakKb) && peakKb > 0) console.log(`peak memory:     ${(peakKb / 1024).toFixed(0)} MB (largest single process)`);
