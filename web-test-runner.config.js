// Element tests in real Chromium (Debian's /usr/bin/chromium; no browser download).
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fileURLToPath } from 'node:url';

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Server command `route-analytics-tag`: the analytics tag URL is answered by a local fake (no
 * network) that records, when it runs, the script's URL and the dataLayer calls made before it.
 */
const FAKE_GTAG = `window.__fakeGtag = {
  src: document.currentScript && document.currentScript.src,
  dataLayerAtLoad: (window.dataLayer || []).map((args) => JSON.parse(JSON.stringify(Array.from(args)))),
};`;
function routeAnalyticsTagPlugin() {
  return {
    name: 'route-analytics-tag',
    async executeCommand({ command, session }) {
      if (command !== 'route-analytics-tag') return undefined;
      const page = session.browser.getPage(session.id);
      const requests = [];
      await page.route('https://www.googletagmanager.com/**', (route) => {
        requests.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_GTAG });
      });
      // Anything else Google-bound would be a real request: refuse it (and it shows in the count).
      await page.route(/google-analytics\.com|doubleclick\.net/, (route) => {
        requests.push(route.request().url());
        return route.abort();
      });
      page.__analyticsRequests = requests;
      return true;
    },
  };
}

/** Server command `analytics-requests`: the Google-bound URLs the page asked for since routing. */
function analyticsRequestsPlugin() {
  return {
    name: 'analytics-requests',
    async executeCommand({ command, session }) {
      if (command !== 'analytics-requests') return undefined;
      return session.browser.getPage(session.id).__analyticsRequests ?? [];
    },
  };
}

export default {
  files: ['tests/elements/**/*.test.ts'],
  nodeResolve: { exportConditions: ['production'] },
  hostname: '127.0.0.1',
  concurrency: 1,
  // Generous: axe checks on a loaded 2-core machine can take seconds.
  testFramework: { config: { timeout: 20000 } },
  plugins: [
    routeAnalyticsTagPlugin(),
    analyticsRequestsPlugin(),
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
