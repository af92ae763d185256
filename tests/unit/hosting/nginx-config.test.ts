import { describe, expect, it } from 'vitest';
import { INTERNAL_FILES, policyHeaders, SECURITY_HEADERS } from '../../../hosting/policy.ts';
import { nginxConfig } from '../../../hosting/nginx-config.ts';

const config = nginxConfig({
  root: '/srv/docs',
  listen: '127.0.0.1:8080',
  redirects: [
    { from: 'docs', to: '/overview' },
    { from: 'errors/NG0100', to: '/errors/NG0100-moved' },
    { from: 'errors/ng0100', to: '/errors/other' },
  ],
  importMapHashes: ["'sha256-abc'"],
});

/** The blocks of `location … { … }` at the server level, by their match. */
function locations(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(/^ {2}location (.+?) \{\n([\s\S]*?)^ {2}\}$/gm)) found.set(match[1]!, match[2]!);
  return found;
}

describe('nginx.conf from the hosting policy', () => {
  const blocks = locations(config);

  it('sends the policy headers in every serving location (add_header is not inherited)', () => {
    expect(blocks.size).toBeGreaterThanOrEqual(6);
    for (const [match, body] of blocks) {
      for (const [name, value] of SECURITY_HEADERS) expect(body, match).toContain(`add_header ${name} "${value}" always;`);
    }
    const page = blocks.get('/')!;
    for (const [name] of policyHeaders('/overview')) expect(page).toContain(`add_header ${name} `);
    expect(blocks.get('= /assets/playground/preview')).toMatch(/Content-Security-Policy "sandbox allow-scripts; .*'sha256-abc'.*frame-ancestors 'self'"/);
  });

  it('answers only GET/HEAD, hides internal files, drops trailing slashes, sends unknown paths to /404', () => {
    expect(config).toContain('if ($request_method !~ ^(GET|HEAD)$) { return 405; }');
    for (const path of INTERNAL_FILES) expect(config).toContain(`location = ${path} { return 404; }`);
    expect(config).toContain('rewrite ^/(.+)/$ /$1 permanent;');
    const notFound = /location @notfound \{([\s\S]*?)\n {2}\}/.exec(config)?.[1] ?? '';
    expect(notFound).toContain('return 302 /404;');
    // The redirect of an unknown path carries the security headers too.
    expect(notFound).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(notFound).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
  });

  it('redirects with exact, case-sensitive locations', () => {
    expect(config).toContain('location = "/docs" { return 301 "/overview"; }');
    expect(config).toContain('location = "/errors/NG0100" { return 301 "/errors/NG0100-moved"; }');
    expect(config).toContain('location = "/errors/ng0100" { return 301 "/errors/other"; }');
  });

  it('gives .data and .mjs their types and serves precompressed copies', () => {
    expect(config).toContain('default_type text/x-script;');
    expect(config).toContain('default_type text/javascript;');
    expect(config).toContain('gzip_static on;');
    expect(config).toContain('charset utf-8;');
  });
});
