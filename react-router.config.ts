import type { Config } from '@react-router/dev/config';
import { readFileSync } from 'node:fs';
import { GENERATED } from './isomorphic/paths.ts';

/** The prerender list comes from the content manifest written by `npm run build:content`. */
function prerenderPaths(): string[] {
  try {
    const manifest = JSON.parse(readFileSync(GENERATED.manifest, 'utf8')) as { prerender: string[] };
    return manifest.prerender;
  } catch {
    throw new Error(`No content manifest at ${GENERATED.manifest}: run \`npm run build:content\` (or \`npm run build\`) first.`);
  }
}

export default {
  appDirectory: 'shell',
  ssr: false,
  // Renders run on a pool of worker threads (scripts/prerender-pool.ts): keep two requests per worker in flight.
  prerender: { paths: () => prerenderPaths(), concurrency: 4 },
} satisfies Config;
