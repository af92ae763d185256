// `npm test`: everything CI runs, in order, stopping at the first failing suite.
import { run } from './lib/run.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const suites: [string, string[]][] = [
  ['type check', ['run', 'typecheck']],
  ['custom-elements.json is fresh', ['run', 'analyze:check']],
  ['unit tests (vitest)', ['run', 'test:unit']],
  ['element tests (Chromium)', ['run', 'test:elements']],
  ['code samples compile', ['run', 'check:code']],
  ['build', ['run', 'build']],
  ['end-to-end tests (Playwright)', ['run', 'test:e2e']],
];

let passed = 0;
for (const [label, args] of suites) {
  console.log(`\n━━ ${label} ━━`);
  const code = await run(npm, args);
  if (code !== 0) {
    console.error(`\n✗ ${label} failed (exit ${code})`);
    console.log(`suites: ${passed} passed, 1 failed`);
    process.exit(code);
  }
  passed += 1;
}
console.log(`\nsuites: ${passed} passed, 0 failed`);
