// `npm start`: build the site if it is missing or older than its sources, then serve it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './lib/run.ts';
import { startServer } from '../hosting/server.ts';

const STAMP = 'build/client/serve.json';
const SOURCES = ['content', 'isomorphic', 'shell', 'elements', 'hosting', 'public', 'package.json', 'react-router.config.ts', 'vite.config.ts'];
const IGNORED = new Set(['node_modules', 'assets']);

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (IGNORED.has(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const builtAt = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…');
  const code = await run(process.execPath, ['scripts/build.ts']);
  if (code !== 0) process.exit(code);
}
const port = Number(process.env.PORT ?? 4200);
await startServer({ dir: 'build/client', port });
console.log(`\n  The docs are served at http://127.0.0.1:${port}/  (Ctrl+C to stop)\n`);
