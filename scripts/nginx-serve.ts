/**
 * Serves the built site with a real nginx (Debian's `nginx` package, /usr/sbin/nginx), configured by
 * the same generator as the build's build/client/nginx.conf (hosting/nginx-config.ts), with `root`
 * and `listen` set for this machine. Used by the nginx end-to-end run (playwright.nginx.config.ts);
 * also handy to try the production setup locally.
 * Usage: node scripts/nginx-serve.ts [--port 4180] [--dir build/client]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { standaloneNginxConf } from '../hosting/nginx-local.ts';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const arg = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const port = Number(arg('port') ?? process.env.PORT ?? 4180);
  const dir = arg('dir') ?? 'build/client';
  if (!existsSync(NGINX)) {
    console.error(`nginx is not installed (${NGINX}): apt-get install -y nginx (.ci/run does).`);
    process.exit(1);
  }
  if (!existsSync(join(dir, 'serve.json'))) {
    console.error(`No built site in ${dir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const prefix = mkdtempSync(join(tmpdir(), 'docs-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  writeFileSync(join(prefix, 'nginx.conf'), standaloneNginxConf({ dir, port, prefix }));
  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], { stdio: 'inherit' });
  const stop = () => child.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => {
    rmSync(prefix, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
  console.log(`nginx serving ${dir} at http://127.0.0.1:${port}/`);
}
