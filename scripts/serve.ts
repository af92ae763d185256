/**
 * Serves the built site with the `npm start` server (hosting/server.ts), without building first.
 * Usage: node scripts/serve.ts [--port 4200] [--dir build/client]
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../hosting/server.ts';

const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const port = Number(arg('port') ?? process.env.PORT ?? 4200);
const dir = arg('dir') ?? 'build/client';
if (!existsSync(join(dir, 'serve.json'))) {
  console.error(`No built site in ${dir}: run \`npm run build\` first.`);
  process.exit(1);
}
const server = await startServer({ dir, port });
const address = server.address();
console.log(`Serving ${dir} at http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/`);
