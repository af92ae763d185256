/**
 * Interaction to Next Paint (issue 32) of the site's main interactions, measured by web-vitals' own
 * `onINP` (its attribution build: the slowest interaction, split into input delay, processing and
 * presentation) in Chromium with 4× CPU throttling (CDP `Emulation.setCPUThrottlingRate`, on while the
 * pointer or keys act: targets are found unthrottled, see `Act`). Each
 * scenario loads its page fresh, waits for hydration and an idle moment, does one interaction (typing
 * is one interaction per key) and prints the INP web-vitals reports. `durationThreshold` is 16 ms, the
 * smallest web-vitals accepts: an interaction under it is printed as "< 16 ms".
 * A benchmark, not a test: no assertions. Needs `npm run build` first.
 * Usage: npm run perf:inp   (INP_PORT, RUNS (default 3: the median is printed, range in brackets), CPU_RATE, SITE_DIR,
 *   ONLY: a word of the scenarios to run, e.g. ONLY=drawer; DETAIL=1 prints the slowest interaction's long animation frames)
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
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

/**
 * What a scenario does through `Act`: the target is found and measured at full CPU speed, then the
 * pointer or keys act at the throttled speed through raw input events. Playwright's own locator work
 * (accessible names, hit-target checks, which run as scripts inside the page) is thus not counted in
 * the page's interaction.
 */
interface Act {
  click(target: Locator): Promise<void>;
  type(target: Locator, text: string): Promise<void>;
}

interface Scenario {
  name: string;
  path: string;
  width: number;
  /** Before measuring (not counted): e.g. open the dialog the measured interaction types into. */
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page, act: Act) => Promise<void>;
}

const SCENARIOS: Scenario[] = [
  { name: 'open the search dialog', path: '/overview', width: 1500, act: (p, a) => a.click(p.getByRole('button', { name: 'Search', exact: true })) },
  {
    name: 'type a query (per key)',
    path: '/overview',
    width: 1500,
    prepare: async (p) => {
      await p.getByRole('button', { name: 'Search', exact: true }).click();
      await p.getByRole('combobox', { name: 'Search docs' }).waitFor();
      await p.waitForTimeout(1500);
    },
    act: (p, a) => a.type(p.getByRole('combobox', { name: 'Search docs' }), 'signal input'),
  },
  { name: 'open the mobile drawer', path: '/essentials/signals', width: 375, act: (p, a) => a.click(p.getByRole('button', { name: 'Docs menu' })) },
  {
    name: "switch a code example's tab",
    path: '/essentials/components',
    width: 1500,
    prepare: async (p) => {
      const tabs = p.locator('docs-code-example[multifile]').first().getByRole('tab');
      await tabs.nth(1).waitFor();
    },
    act: (p, a) => a.click(p.locator('docs-code-example[multifile]').first().getByRole('tab').nth(1)),
  },
  {
    name: 'toggle the theme (menu, then Dark)',
    path: '/overview',
    width: 1500,
    act: async (p, a) => {
      await a.click(p.getByRole('button', { name: /^Theme/ }));
      await a.click(p.getByRole('menuitemradio', { name: 'Dark' }));
    },
  },
  {
    name: 'filter /api (per key)',
    path: '/api',
    width: 1500,
    act: (p, a) => a.type(p.getByLabel('Filter', { exact: true }), 'signal'),
  },
];

interface Report {
  value: number;
  target: string;
  type: string;
  inputDelay: number;
  processing: number;
  presentation: number;
  /** DETAIL=1: the long animation frames of the interaction (scripts, forced layout, rendering). */
  frames?: string[];
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
    await page.evaluate(() => {
      const w = window as unknown as { __inp?: Report; webVitals: { onINP: (cb: (m: unknown) => void, o: object) => void } };
      w.webVitals.onINP(
        (metric) => {
          const m = metric as {
            value: number;
            attribution: {
              interactionTarget: string;
              interactionType: string;
              inputDelay: number;
              processingDuration: number;
              presentationDelay: number;
              longAnimationFrameEntries?: {
                startTime: number;
                duration: number;
                renderStart: number;
                styleAndLayoutStart: number;
                scripts: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number; forcedStyleAndLayoutDuration: number }[];
              }[];
            };
          };
          const frames = (m.attribution.longAnimationFrameEntries ?? []).map((f) => {
            const end = f.startTime + f.duration;
            const scripts = f.scripts
              .filter((s) => s.duration >= 5)
              .map(
                (s) =>
                  `${s.invoker} ${s.sourceFunctionName || '?'}@${s.sourceURL.split('/').pop()} ${s.duration.toFixed(0)} ms (forced layout ${s.forcedStyleAndLayoutDuration.toFixed(0)})`,
              );
            const render = f.renderStart
              ? `render ${(f.styleAndLayoutStart - f.renderStart).toFixed(0)} + style/layout ${(end - f.styleAndLayoutStart).toFixed(0)} ms`
              : 'no render';
            return `frame ${f.duration.toFixed(0)} ms: ${render}; ${scripts.join('; ')}`;
          });
          w.__inp = {
            value: m.value,
            target: m.attribution.interactionTarget,
            type: m.attribution.interactionType,
            inputDelay: m.attribution.inputDelay,
            processing: m.attribution.processingDuration,
            presentation: m.attribution.presentationDelay,
            frames,
          };
        },
        { reportAllChanges: true, durationThreshold: 16 },
      );
    });
    const throttle = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // Each step: find the target unthrottled, act throttled, let the interaction's frame be presented and reported.
    const act: Act = {
      async click(target) {
        await target.waitFor();
        const box = (await target.boundingBox())!;
        await throttle(cpuRate);
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await page.waitForTimeout(1000);
        await throttle(1);
      },
      async type(target, text) {
        await target.focus();
        await throttle(cpuRate);
        await page.keyboard.type(text, { delay: 120 });
        await page.waitForTimeout(1000);
        await throttle(1);
      },
    };
    await scenario.act(page, act);
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
  const only = process.env.ONLY?.toLowerCase();
  for (const scenario of SCENARIOS.filter((s) => !only || s.name.toLowerCase().includes(only))) {
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
    if (process.env.DETAIL) for (const line of worst?.frames ?? []) console.log(`    ${line}`);
  }
} finally {
  await browser.close();
  server.close();
}
