/**
 * A complete nginx.conf (main, events, http) that serves a built site with a local nginx, around the
 * server block of nginx-config.ts (the same generator as the build's build/client/nginx.conf), with
 * `root` and `listen` set for this machine. Used by scripts/nginx-serve.ts (`npm run serve:nginx`,
 * the nginx end-to-end run).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PREVIEW_FILE_URL } from '../isomorphic/paths.ts';
import { nginxConfig } from './nginx-config.ts';
import { inlineScripts, scriptHash } from './policy.ts';

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
