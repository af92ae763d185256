// Element tests in real Chromium (Debian's /usr/bin/chromium; no browser download).
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fileURLToPath } from 'node:url';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default {
  files: ['tests/elements/**/*.test.ts'],
  nodeResolve: { exportConditions: ['production'] },
  hostname: '127.0.0.1',
  concurrency: 1,
  // Generous: axe checks on a loaded 2-core machine can take seconds.
  testFramework: { config: { timeout: 20000 } },
  plugins: [
    esbuildPlugin({
      ts: true,
      target: 'es2022',
      tsconfig: fileURLToPath(new URL('./tsconfig.elements.json', import.meta.url)),
    }),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: chromiumArgs,
      },
    }),
  ],
};
