/**
 * First-load bytes (gzip -9) of pages of the built site: every HTML, JS and CSS response Chromium
 * fetches while loading the page until the network is idle, with no interaction. JS is split into
 * what the HTML preloads/imports to hydrate and the chunks loaded lazily before network idle; the
 * "JS total" column (the figure) is both.
 * Usage: npm run perf:bytes                     every page type at phone (375) and desktop (1500) widths
 *        npm run perf:bytes -- /essentials/signals   one page, file by file (VIEWPORT_WIDTH=375 for a phone)
 * Needs `npm run build` first.
 */
import { chromium, type Browser } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { startServer } from '../../hosting/server.ts';

const PAGE_TYPES: [type: string, path: string][] = [
  ['home', '/'],
  ['docs', '/overview'],
  ['essentials', '/essentials/signals'],
  ['API entry', '/api/core/signal'],
  ['API list', '/api'],
  ['CLI', '/cli/build'],
  ['error', '/errors/NG0100'],
  ['tutorial step', '/tutorials/deferrable-views/1-what-are-deferrable-views'],
  ['playground', '/playground'],
];
const WIDTHS = [375, 1500];

interface Size {
  kind: string;
  url: string;
  raw: number;
  gzip: number;
  lazy: boolean;
}

async function measure(browser: Browser, base: string, path: string, width: number): Promise<Size[]> {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 900 } });
  const sizes: Size[] = [];
  const pending: Promise<void>[] = [];
  /** JS the page needs before it is interactive: what its HTML preloads or imports; the rest is lazy. */
  const staticScripts = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const kind = type === 'document' ? 'html' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : type === 'fetch' ? 'data' : undefined;
    if (!kind || response.status() >= 300) return;
    pending.push(
      response.body().then(
        (body) => {
          const url = new URL(response.url()).pathname;
          if (kind === 'html' && type === 'document' && sizes.every((s) => s.kind !== 'html')) {
            const html = body.toString('utf8');
            for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"|import(?:\s*\*\s*as\s+\w+\s+from)?\s*\(?"([^"]+\.js)"/g))
              staticScripts.add(m[1] ?? m[2]!);
            // Since issue 32 the boot module script lists the preloads itself (postbuild's deferHydration).
            const boot = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
            for (const m of boot.matchAll(/"(\/assets\/[^"]+\.js)"/g)) staticScripts.add(m[1]!);
          }
          sizes.push({ kind, url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, lazy: false });
        },
        () => undefined,
      ),
    );
  });
  await page.goto(`${base}${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  for (const s of sizes) s.lazy = s.kind === 'js' && !staticScripts.has(s.url);
  return sizes;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sum = (list: Size[]) => list.reduce((total, f) => total + f.gzip, 0);

const port = 4189;
// SITE_DIR measures another build (e.g. a copy of main's, for before/after figures).
const server = await startServer({ dir: process.env.SITE_DIR ?? 'build/client', port });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const base = `http://127.0.0.1:${port}`;
try {
  const one = process.argv[2];
  if (one) {
    const width = Number(process.env.VIEWPORT_WIDTH ?? 1500);
    const sizes = await measure(browser, base, one, width);
    const summarise = (title: string, list: Size[]) => {
      console.log(title);
      for (const kind of ['html', 'js', 'css', 'data']) {
        const files = list.filter((s) => s.kind === kind);
        if (!files.length) continue;
        const raw = files.reduce((total, f) => total + f.raw, 0);
        console.log(`  ${kind.padEnd(5)} ${kb(sum(files)).padStart(9)} gzip  (${kb(raw)} raw, ${files.length} file${files.length > 1 ? 's' : ''})`);
      }
    };
    console.log(`Page ${one}, viewport width ${width}, gzip -9 of each response`);
    summarise(
      'First load (the HTML, its CSS, and the JS it preloads/imports to hydrate):',
      sizes.filter((s) => !s.lazy),
    );
    summarise(
      'Lazy (loaded on demand after hydration, until network idle):',
      sizes.filter((s) => s.lazy),
    );
    console.log('Files:');
    for (const f of sizes.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${f.kind.padEnd(5)} ${kb(f.gzip).padStart(9)}  ${f.url}${f.lazy ? '  (lazy)' : ''}`);
  } else {
    console.log('gzip -9 of each response until network idle, no interaction\n');
    console.log('| page | width | HTML | CSS | JS hydrate | JS lazy (before idle) | JS total | data |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [type, path] of PAGE_TYPES) {
      for (const width of WIDTHS) {
        const sizes = await measure(browser, base, path, width);
        const html = sizes.filter((s) => s.kind === 'html');
        const js = sizes.filter((s) => s.kind === 'js');
        const lazy = js.filter((s) => s.lazy);
        console.log(
          `| ${type} \`${path}\` | ${width} | ${kb(sum(html.slice(0, 1)))} | ${kb(sum(sizes.filter((s) => s.kind === 'css')))} | ${kb(sum(js) - sum(lazy))} (${js.length - lazy.length}) | ${kb(sum(lazy))} (${lazy.length}) | **${kb(sum(js))}** | ${kb(sum(sizes.filter((s) => s.kind === 'data')) + sum(html.slice(1)))} |`,
        );
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
