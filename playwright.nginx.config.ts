import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The hosting smoke tests and the framing tests against a real nginx (Debian package, installed by
 * .ci/run), configured by scripts/nginx-serve.ts from the same policy as build/client/nginx.conf.
 * Run after `npm run build`: `npx playwright test --config playwright.nginx.config.ts`.
 */
const PORT = Number(process.env.E2E_NGINX_PORT ?? 4180);

export default defineConfig({
  ...base,
  testMatch: ['smoke.spec.ts', 'hardening.spec.ts'],
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `node scripts/nginx-serve.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
