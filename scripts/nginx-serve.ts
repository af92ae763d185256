/**
 * Serves the built site with a real nginx (Debian's `nginx` package, /usr/sbin/nginx), configured by
 * the same generator as the build's build/client/nginx.conf (scripts/nginx-config.ts), with `root`
 * and `listen` set for this machine. Used by the nginx end-to-end run (playwright.nginx.config.ts);
 * also handy to try the production setup locally.
 * Usage: node scripts/nginx-serve.ts [--port 4180] [--dir build/client]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PREVIEW_FILE_URL } from '../isomorphic/paths.ts';
import { inlineScripts, scriptHash } from './hosting-policy.ts';
import { nginxConfig } from './nginx-config.ts';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A complete nginx.conf (main, events, http) around the site's server block. */
export function standaloneNginxConf(options: { dir: string; port: number; prefix: string }): string {
  const dir = resolve(options.dir);
  const serve = JSON.parse(readFileSync(join(dir, 'serve.json'), 'utf8')) as { redirects: { source: string; destination: string }[] };
  const preview = join(dir, PREVIEW_FILE_URL);
  const importMapHashes = existsSync(preview) ? inlineScripts(readFileSync(preview, 'utf8')).map(scriptHash) : [];
  const temp = (name: string) => join(options.prefix, name);
  return [
    'worker_processes 1;',
    'daemon off;',
    'master_process on;',
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${temp('nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 4096; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    '  sendfile on;',
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    nginxConfig({
      root: dir,
      listen: `127.0.0.1:${options.port}`,
      serverName: 'localhost',
      redirects: serve.redirects.map((r) => ({ from: r.source, to: r.destination })),
      importMapHashes,
    }),
    '}',
    '',
  ].join('\n');
}

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
