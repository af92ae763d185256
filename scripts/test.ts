// `npm test`: everything CI runs, in order, stopping at the first failing suite. The browser suites
// get a Chromium first (scripts/lib/chromium.ts: CHROMIUM_PATH, the system's, Playwright's, or one
// installed now, saying how); the nginx suite runs when nginx is installed or can be (root + apt-get),
// and is skipped with the reason otherwise (REQUIRE_NGINX=1, as in .ci/run, makes that a failure).
import { existsSync } from 'node:fs';
import { ensureChromium } from './lib/chromium.ts';
import { run } from './lib/run.ts';
import { NGINX } from './nginx-serve.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
type Suite = { label: string; args: string[]; needs?: 'chromium' | 'nginx' };
const suites: Suite[] = [
  { label: 'type check', args: ['run', 'typecheck'] },
  { label: 'lint (ESLint)', args: ['run', 'lint'] },
  { label: 'formatting (Prettier)', args: ['run', 'format:check'] },
  { label: 'custom-elements.json is fresh', args: ['run', 'analyze:check'] },
  { label: 'unit tests (vitest)', args: ['run', 'test:unit'] },
  { label: 'element tests (Chromium)', args: ['run', 'test:elements'], needs: 'chromium' },
  { label: 'code samples compile', args: ['run', 'check:code'] },
  { label: 'build', args: ['run', 'build'] },
  { label: 'end-to-end tests (Playwright)', args: ['run', 'test:e2e'], needs: 'chromium' },
  // The hosting smoke tests again, against a real nginx configured from the same policy.
  { label: 'end-to-end smoke tests against nginx', args: ['run', 'test:e2e:nginx'], needs: 'nginx' },
];

/** Chromium for every browser suite, looked for (and installed if need be) once. */
let chromium: Promise<Awaited<ReturnType<typeof ensureChromium>>> | undefined;

/** nginx: installed, installed now (root with apt-get), or the reason it cannot be had. */
async function ensureNginx(): Promise<{ ok: true } | { ok: false; why: string }> {
  if (existsSync(NGINX)) return { ok: true };
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.NGINX_PATH) {
    console.log(`${NGINX} is not installed: installing Debian's package (apt-get install nginx)…`);
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], env)) === 0 && (await run('apt-get', ['install', '-y', '-qq', 'nginx'], env)) === 0 && existsSync(NGINX)) {
      return { ok: true };
    }
    return { ok: false, why: `${NGINX} is not installed and apt-get could not install it` };
  }
  return { ok: false, why: `${NGINX} is not installed, and installing it needs root and apt-get (apt-get install -y nginx, or set NGINX_PATH)` };
}

let passed = 0;
const skipped: string[] = [];
const fail = (label: string, code: number) => {
  console.error(`\n✗ ${label} failed (exit ${code})`);
  console.log(`suites: ${passed} passed, 1 failed${skipped.length ? `, ${skipped.length} skipped` : ''}`);
  process.exit(code || 1);
};
for (const { label, args, needs } of suites) {
  console.log(`\n━━ ${label} ━━`);
  if (needs === 'chromium') {
    chromium ??= ensureChromium();
    const found = await chromium;
    if ('why' in found) {
      console.error(`Cannot run the browser tests: ${found.why}`);
      fail(label, 1);
    } else {
      console.log(`Chromium: ${found.path} (${found.how})`);
      process.env.CHROMIUM_PATH = found.path;
    }
  }
  if (needs === 'nginx') {
    const nginx = await ensureNginx();
    if (!nginx.ok) {
      if (process.env.REQUIRE_NGINX) {
        console.error(`Cannot run the nginx suite: ${nginx.why} (REQUIRE_NGINX is set).`);
        fail(label, 1);
      }
      console.log(`SKIPPED: ${nginx.why}. The same specs ran against npm start's server above; .ci/run installs nginx and requires this suite.`);
      skipped.push(label);
      continue;
    }
  }
  const code = await run(npm, args);
  if (code !== 0) fail(label, code);
  passed += 1;
}
console.log(`\nsuites: ${passed} passed, 0 failed${skipped.length ? `, ${skipped.length} skipped (${skipped.join('; ')})` : ''}`);
