import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4179);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker under CI: the live-preview tests are CPU-bound (Angular JIT in a sandboxed frame) and two
  // browsers plus the server on a 2-core machine made cold preview runs miss their 5 s budget.
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  // Axe on large pages and prerendered-page walks need more than the 30 s default on a busy 2-core machine.
  timeout: 90_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    // The service worker is tested in offline.spec.ts (which allows it). Elsewhere it is blocked, so a
    // test's request interception (page.route) sees every request, as a first visit does.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: `node scripts/serve.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
