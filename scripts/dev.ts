// `npm run dev`: build the content once, then the Vite dev server (content changes hot-reload).
import { run, runBin } from './lib/run.ts';

const code = await run(process.execPath, ['content/pipeline/cli.ts']);
await run(process.execPath, ['scripts/playground-vendor.ts']);
if (code !== 0) console.error('Content has errors (see above); the dev server starts anyway and rebuilds on change.');
process.exit(await runBin('react-router', ['dev', '--host', '127.0.0.1', '--port', process.env.PORT ?? '5173']));
