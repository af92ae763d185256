// `npm test`: everything CI runs, in order, stopping at the first failing suite.
import { existsSync } from 'node:fs';
import { run } from './lib/run.ts';
import { NGINX } from './nginx-serve.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const suites: [string, string[]][] = [
  ['type check', ['run', 'typecheck']],
  ['lint (ESLint)', ['run', 'lint']],
  ['formatting (Prettier)', ['run', 'format:check']],
  ['custom-elements.json is fresh', ['run', 'analyze:check']],
  ['unit tests (vitest)', ['run', 'test:unit']],
  ['element tests (Chromium)', ['run', 'test:elements']],
  ['code samples compile', ['run', 'check:code']],
  ['build', ['run', 'build']],
  ['end-to-end tests (Playwright)', ['run', 'test:e2e']],
  // The hosting smoke tests again, against a real nginx configured from the same policy.
  ['end-to-end smoke tests against nginx', ['run', 'test:e2e:nginx']],
];

let passed = 0;
for (const [label, args] of suites) {
  if (args[1] === 'test:e2e:nginx' && !existsSync(NGINX) && !process.env.REQUIRE_NGINX) {
    console.log(`\n━━ ${label} ━━\nskipped: ${NGINX} is not installed (apt-get install -y nginx; .ci/run installs it and runs this suite)`);
    continue;
  }
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
