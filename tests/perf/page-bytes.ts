/**
 * Prints the first-load bytes (gzip -9) of a page of the built site: every HTML, JS and CSS response
 * Chromium fetches while loading the page until the network is idle.
 * Usage: npm run perf:bytes [-- /essentials/signals]   (needs `npm run build` first; VIEWPORT_WIDTH=375 for a phone)
 */
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { startServer } from '../../scripts/serve.ts';

const path = process.argv[2] ?? '/essentials/signals';
const port = 4189;
const server = await startServer({ dir: 'build/client', port });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const viewport = { width: Number(process.env.VIEWPORT_WIDTH ?? 1500), height: 900 };
const page = await browser.newPage({ viewport });
const sizes: { kind: string; url: string; raw: number; gzip: number; lazy: boolean }[] = [];
const pending: Promise<void>[] = [];
/** JS the page needs before it is interactive: what its HTML preloads or imports; the rest is lazy. */
const staticScripts = new Set<string>();
page.on('response', (response) => {
  const type = response.request().resourceType();
  const kind = type === 'document' ? 'html' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : type === 'fetch' ? 'data' : undefined;
  if (!kind || response.status() >= 300) return;
  pending.push(
    response.body().then((body) => {
      const url = new URL(response.url()).pathname;
      if (kind === 'html') {
        const html = body.toString('utf8');
        for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"|import(?:\s*\*\s*as\s+\w+\s+from)?\s*\(?"([^"]+\.js)"/g)) staticScripts.add(m[1] ?? m[2]!);
      }
      sizes.push({ kind, url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, lazy: false });
    }),
  );
});
await page.goto(`http://127.0.0.1:${port}${path}`);
await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
await page.waitForLoadState('networkidle');
await Promise.all(pending);
for (const s of sizes) s.lazy = s.kind === 'js' && !staticScripts.has(s.url);
await browser.close();
server.close();

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const summarise = (title: string, list: typeof sizes) => {
  console.log(title);
  for (const kind of ['html', 'js', 'css', 'data']) {
    const files = list.filter((s) => s.kind === kind);
    if (!files.length) continue;
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    const raw = files.reduce((sum, f) => sum + f.raw, 0);
    console.log(`  ${kind.padEnd(5)} ${kb(total).padStart(9)} gzip  (${kb(raw)} raw, ${files.length} file${files.length > 1 ? 's' : ''})`);
  }
};
console.log(`Page ${path}, viewport ${viewport.width}×${viewport.height}, gzip -9 of each response`);
summarise('First load (the HTML, its CSS, and the JS it preloads/imports to hydrate):', sizes.filter((s) => !s.lazy));
summarise('Lazy (loaded on demand after hydration, until network idle):', sizes.filter((s) => s.lazy));
console.log('Files:');
for (const f of sizes.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${f.kind.padEnd(5)} ${kb(f.gzip).padStart(9)}  ${f.url}${f.lazy ? '  (lazy)' : ''}`);
