// `npm run build`: content pipeline → react-router build (prerender) → static-host post-processing.
import { readFile } from 'node:fs/promises';
import { runBin, run } from './lib/run.ts';
import { DOCS_TREE } from '../content/navigation.ts';
import { flattenPages, resolveTree } from '../content/pipeline/navigation-tree.ts';
import { syntheticTree } from '../content/pipeline/synthetic.ts';
import { postbuild } from './postbuild.ts';
import { buildServiceWorker } from './service-worker.ts';
import { writeOfflineSections } from './offline-sections.ts';
import { formatBytes } from '../isomorphic/offline-sections.ts';
import { GENERATED } from '../isomorphic/paths.ts';

const started = performance.now();
const step = async (label: string, fn: () => Promise<number>) => {
  const t = performance.now();
  const code = await fn();
  if (code !== 0) {
    console.error(`\nBuild failed at: ${label}`);
    process.exit(code);
  }
  console.log(`✓ ${label} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
};

await step('content', () => run(process.execPath, ['content/pipeline/cli.ts']));
await step('playground runtime files', () => run(process.execPath, ['scripts/playground-vendor.ts']));
await step('site (react-router build + prerender)', () => runBin('react-router', ['build'], { NODE_ENV: 'production' }));
await step('embed bundle (build/client/embed)', () => runBin('vite', ['build', '--config', 'vite.embed.config.ts', '--logLevel', 'warn']));
const manifest = JSON.parse(await readFile(GENERATED.manifest, 'utf8')) as {
  redirects: { from: string; to: string }[];
  pages: { path: string; contentPath: string; label: string; parents: { label: string }[] }[];
};
const docsPaths = new Set(flattenPages(resolveTree([...DOCS_TREE, ...syntheticTree()])).map((page) => page.path));
const postStarted = performance.now();
const { pages } = await postbuild(manifest.redirects, { pages: manifest.pages, docsPaths });
console.log(`✓ post-processing: ${pages} HTML files (${((performance.now() - postStarted) / 1000).toFixed(1)} s)`);
const offline = await writeOfflineSections();
console.log(`✓ save for offline: ${offline.sections.map((section) => `${section.label} ${section.pages} pages, ${formatBytes(section.bytes)}`).join('; ')}`);
const swStarted = performance.now();
const precache = await buildServiceWorker();
console.log(
  `✓ service worker: ${precache.count} files precached, ${(precache.size / 1024).toFixed(0)} KB (${((performance.now() - swStarted) / 1000).toFixed(1)} s)`,
);
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s → build/client`);
