/**
 * Builds the service worker (issue 29; shell/offline/sw.ts) after the site: esbuild bundles the worker
 * with its Workbox modules into one classic script, then workbox-build's injectManifest writes the
 * precache list (URL + revision of each file) into it as build/client/sw.js. The precache is the app
 * shell (hashed JS/CSS under 1.5 MB each, icons, manifest), the offline page and the local search
 * shards (whole); everything else is cached as the reader opens it. Prints what is precached.
 */
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { injectManifest } from 'workbox-build';

export const CLIENT_DIR = 'build/client';
/** Hashed build files above this size (the TypeScript compiler of the playground, …) load on demand. */
export const PRECACHE_MAX_BYTES = 1_500_000;
/**
 * Hashed build files that load on demand whatever their size: the playground's template check (ngtsc and
 * @angular/compiler, ~0.3 MB gzip), which only an edited playground loads.
 */
export const ON_DEMAND = [/^assets\/template-check-[\w-]+\.js$/];
const onDemand = (entry: { url: string; size: number }) =>
  !entry.url.startsWith('assets/search/') && (entry.size > PRECACHE_MAX_BYTES || ON_DEMAND.some((pattern) => pattern.test(entry.url)));
/** The search shards are precached whole (the content shard is ~3 MB, ~0.7 MB compressed): search works offline. */
export const SEARCH_MAX_BYTES = 8_000_000;

export async function buildServiceWorker(dir = CLIENT_DIR): Promise<{ count: number; size: number }> {
  const bundled = join(dir, 'sw.src.js');
  await build({
    entryPoints: ['shell/offline/sw.ts'],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    outfile: bundled,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  try {
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: join(dir, 'sw.js'),
      globDirectory: dir,
      globPatterns: [
        'assets/*.{js,css,woff2,svg,png}',
        'assets/search/**/*',
        'favicon.svg',
        'icons/*',
        'manifest.webmanifest',
        'offline.html',
        'offline.js',
        'offline.css',
      ],
      globIgnores: ['sw.js', 'sw.src.js'],
      maximumFileSizeToCacheInBytes: SEARCH_MAX_BYTES,
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter((entry) => !onDemand(entry)),
          warnings: entries.filter(onDemand).map((entry) => `${entry.url} (${(entry.size / 1e6).toFixed(2)} MB) loads on demand`),
        }),
      ],
      // Hashed file names carry their content hash: no revision needed.
      dontCacheBustURLsMatching: /^assets\/[^/]+-[A-Za-z0-9_-]{8,}\.\w+$/,
    });
    for (const warning of warnings) console.warn(`  service worker: ${warning}`);
    return { count, size };
  } finally {
    await rm(bundled, { force: true });
  }
}
