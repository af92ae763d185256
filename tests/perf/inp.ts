/**
 * Interaction to Next Paint (issue 32) of the site's main interactions, measured by web-vitals' own
 * `onINP` (its attribution build: the slowest interaction, split into input delay, processing and
 * presentation) in Chromium with 4× CPU throttling (CDP `Emulation.setCPUThrottlingRate`). Each
 * scenario loads its page fresh, waits for hydration and an idle moment, does one interaction (typing
 * is one interaction per key) and prints the INP web-vitals reports. `durationThreshold` is 16 ms, the
 * smallest web-vitals accepts: an interaction under it is printed as "< 16 ms".
 * A benchmark, not a test: no assertions. Needs `npm run build` first.
 * Usage: npm run perf:inp   (INP_PORT, RUNS (default 3: the median is printed, range in brackets), CPU_RATE, SITE_DIR)
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../hosting/server.ts';

const port = Number(process.env.INP_PORT ?? 4395);
const runs = Number(process.env.RUNS ?? 3);
const cpuRate = Number(process.env.CPU_RATE ?? 4);
const base = `http://127.0.0.1:${port}`;
/**
 * web-vitals' attribution build as a classic script, injected before the page's own scripts. Playwright
 * runs an init script inside a function, so its top-level `var webVitals` is made a global explicitly.
 */
const webVitals = `${readFileSync(fileURLToPath(new URL('../../node_modules/web-vitals/dist/web-vitals.attribution.iife.js', import.meta.url)), 'utf8')}\n;globalThis.webVitals = webVitals;`;

interface Scenario {
  name: string;
  path: string;
  width: number;
  /** Before measuring (not counted): e.g. open the dialog the measured interaction types into. */
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
}

const SCENARIOS: Scenario[] = [
  { name: 'open the search dialog', path: '/overview', width: 1500, act: (p) => p.getByRole('button', { name: 'Search', exact: true }).click() },
  {
    name: 'type a query (per key)',
    path: '/overview',
    width: 1500,
    prepare: async (p) => {
      await p.getByRole('button', { name: 'Search', exact: true }).click();
      await p.getByRole('combobox', { name: 'Search docs' }).waitFor();
      await p.waitForTimeout(1500);
    },
    act: (p) => p.getByRole('combobox', { name: 'Search docs' }).pressSequentially('signal input', { delay: 120 }),
  },
  { name: 'open the mobile drawer', path: '/essentials/signals', width: 375, act: (p) => p.getByRole('button', { name: 'Docs menu' }).click() },
  {
    name: "switch a code example's tab",
    path: '/essentials/components',
    width: 1500,
    prepare: async (p) => {
      const tabs = p.locator('docs-code-example[multifile]').first().getByRole('tab');
      await tabs.nth(1).waitFor();
    },
    act: (p) => p.locator('docs-code-example[multifile]').first().getByRole('tab').nth(1).click(),
  },
  {
    name: 'toggle the theme (menu, then Dark)',
    path: '/overview',
    width: 1500,
    act: async (p) => {
      await p.getByRole('button', { name: /^Theme/ }).click();
      await p.getByRole('menuitemradio', { name: 'Dark' }).click();
    },
  },
  {
    name: 'filter /api (per key)',
    path: '/api',
    width: 1500,
    act: (p) => p.getByLabel('Filter', { exact: true }).pressSequentially('signal', { delay: 120 }),
  },
];

interface Report {
  value: number;
  target: string;
  type: string;
  inputDelay: number;
  processing: number;
  presentation: number;
}

async function once(browser: Browser, scenario: Scenario): Promise<Report | undefined> {
  const context = await browser.newContext({ viewport: { width: scenario.width, height: scenario.width < 800 ? 812 : 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: webVitals });
    const cdp = await context.newCDPSession(page);
    await page.goto(`${base}${scenario.path}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    await scenario.prepare?.(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.evaluate(() => {
      const w = window as unknown as { __inp?: Report; webVitals: { onINP: (cb: (m: unknown) => void, o: object) => void } };
      w.webVitals.onINP(
        (metric) => {
          const m = metric as {
            value: number;
            attribution: { interactionTarget: string; interactionType: string; inputDelay: number; processingDuration: number; presentationDelay: number };
          };
          w.__inp = {
            value: m.value,
            target: m.attribution.interactionTarget,
            type: m.attribution.interactionType,
            inputDelay: m.attribution.inputDelay,
            processing: m.attribution.processingDuration,
            presentation: m.attribution.presentationDelay,
          };
        },
        { reportAllChanges: true, durationThreshold: 16 },
      );
    });
    await scenario.act(page);
    // Let the last interaction's frame be presented and reported.
    await page.waitForTimeout(1000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return await page.evaluate(() => (window as unknown as { __inp?: Report }).__inp);
  } finally {
    await context.close();
  }
}

const server = await startServer({ dir: process.env.SITE_DIR ?? 'build/client', port });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  console.log(`INP, web-vitals onINP, CPU ${cpuRate}× slower, ${runs} run(s) per interaction (median, range)\n`);
  for (const scenario of SCENARIOS) {
    const reports: (Report | undefined)[] = [];
    for (let i = 0; i < runs; i++) reports.push(await once(browser, scenario));
    const values = reports.map((r) => r?.value ?? 0).sort((a, b) => a - b);
    const median = values[Math.floor(values.length / 2)]!;
    const worst = reports.reduce<Report | undefined>((w, r) => (r && (!w || r.value > w.value) ? r : w), undefined);
    const fmt = (v: number) => (v === 0 ? '< 16 ms' : `${v.toFixed(0)} ms`);
    console.log(
      `${scenario.name.padEnd(36)} ${fmt(median).padStart(8)}  (${fmt(values[0]!)}–${fmt(values.at(-1)!)})` +
        (worst
          ? `  slowest: ${worst.type} on ${worst.target} = delay ${worst.inputDelay.toFixed(0)} + processing ${worst.processing.toFixed(0)} + presentation ${worst.presentation.toFixed(0)} ms`
          : ''),
    );
  }
} finally {
  await browser.close();
  server.close();
}
