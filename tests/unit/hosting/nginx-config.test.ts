import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES, DATA_CSP, INTERNAL_FILES, policyHeaders, SECURITY_HEADERS } from '../../../hosting/policy.ts';
import { nginxConfig, TRAILING_SLASH_REWRITE } from '../../../hosting/nginx-config.ts';

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
    expect(blocks.get('= /assets/playground/preview')).toMatch(
      /Content-Security-Policy "sandbox allow-scripts allow-forms; .*'sha256-abc'.*frame-ancestors 'self'"/,
    );
  });

  it('answers only GET/HEAD, hides internal files, drops trailing slashes, sends unknown paths to /404', () => {
    expect(config).toContain('if ($request_method !~ ^(GET|HEAD)$) { return 405; }');
    for (const path of INTERNAL_FILES) expect(config).toContain(`location = ${path} { return 404; }`);
    expect(config).toContain(TRAILING_SLASH_REWRITE);
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
    expect(config).toMatch(/^ {4}text\/x-script data;$/m);
    expect(config).toMatch(/^ {4}text\/javascript js mjs;$/m);
    expect(config).toContain('gzip_static on;');
    expect(config).toContain('charset utf-8;');
  });

  it('sets every content type of the policy, from the policy (.md, sitemap.xml…; issue 26)', () => {
    const types = /^ {2}types \{\n([\s\S]*?)^ {2}\}$/m.exec(config)?.[1] ?? '';
    const byExt = new Map<string, string>();
    for (const line of types.trim().split('\n')) {
      const [type, ...exts] = line.trim().replace(/;$/, '').split(/\s+/);
      for (const ext of exts) byExt.set(ext, type!);
    }
    for (const [ext, value] of Object.entries(CONTENT_TYPES)) expect(byExt.get(ext), ext).toBe(value.split(';')[0]);
    expect(byExt.get('md')).toBe('text/markdown');
    expect(byExt.get('xml')).toBe('application/xml');
    const charsetTypes = /^ {2}charset_types (.*);$/m.exec(config)?.[1]?.split(' ') ?? [];
    for (const value of Object.values(CONTENT_TYPES).filter((v) => v.includes('charset=utf-8') && !v.startsWith('text/html')))
      expect(charsetTypes, value).toContain(value.split(';')[0]);
  });

  it('never redirects to a Location a browser reads as another host (issue 26)', () => {
    const rule = /^rewrite "(.*)" \/\$1 permanent;$/.exec(TRAILING_SLASH_REWRITE);
    expect(rule).not.toBeNull();
    // The nginx quoted string turns \t, \r, \n into the characters; JavaScript's RegExp reads the escapes alike.
    const pattern = new RegExp(rule![1]!);
    // Decoded URIs as nginx sees them ($uri): encoded and raw backslashes, doubled slashes, tabs, newlines.
    const hostile = [
      '/\\evil.example/',
      '/\\/evil.example/',
      '//evil.example/',
      '///evil.example/',
      '/\t/evil.example/',
      '/\t\\evil.example/',
      '/\n/evil.example/',
      '/ /evil.example/',
      '/\\\\evil.example/',
    ];
    for (const uri of hostile) {
      const match = pattern.exec(uri);
      if (!match) continue; // not rewritten: an unknown path (302 /404)
      const location = `/${match[1]}`;
      expect(new URL(location, 'http://docs.test/').host, JSON.stringify(uri)).toBe('docs.test');
    }
    expect(pattern.exec('/guide/components/')?.[1]).toBe('guide/components');
    expect(pattern.exec('/overview/')?.[1]).toBe('overview');
  });

  it('answers asset folders as unknown paths, not with a directory redirect (no /assets/search ↔ /assets/search/ loop; issue 26)', () => {
    for (const match of ['^~ /assets/playground/', '~ ^/assets/[^/]+/', '/assets/', '^~ /embed/'])
      expect(blocks.get(match), match).toContain('try_files $uri =404;');
  });

  it('puts the every-response headers at server level too (redirects, 400/414/505 pages) and Allow on the 405', () => {
    const serverLevel = config.split('\n').filter((line) => /^ {2}add_header /.test(line));
    for (const [name, value] of SECURITY_HEADERS) expect(serverLevel).toContain(`  add_header ${name} "${value}" always;`);
    const notAllowed = blocks.get('@notallowed')!;
    expect(notAllowed).toContain('add_header Allow "GET, HEAD" always;');
    expect(notAllowed).toContain('return 405;');
    expect(config).toContain('error_page 405 = @notallowed;');
  });

  it('gives generated data (HTML fragments) a CSP, the playground folder none of its own', () => {
    expect(blocks.get('~ ^/assets/[^/]+/')).toContain(`add_header Content-Security-Policy "${DATA_CSP}" always;`);
    expect(blocks.get('^~ /assets/playground/')).not.toContain('Content-Security-Policy');
  });

  it('answers /404 with status 404 and the prerendered page (issue 31)', () => {
    const page = blocks.get('= /404')!;
    expect(page).toContain('error_page 404 /404/index.html;');
    expect(page).toContain('return 404;');
    for (const [name] of policyHeaders('/404')) expect(page).toContain(`add_header ${name} `);
  });
});
