import { describe, expect, it } from 'vitest';
import { formatHeaders, headerRules, headerValues, IMMUTABLE, REVALIDATE, ruleMatches } from '../../../hosting/headers.ts';
import { DATA_CSP } from '../../../hosting/policy.ts';

const hashed = ['entry.client-ChwM1QU9.js', 'framework-D3DXEwQe.js', 'root-5Wcv9sCr.css'];
const folders = ['content', 'nav', 'api', 'search', 'playground', 'projects', 'others'];
const pageFolders = ['guide', 'api', 'overview', '404'];
const rules = headerRules({
  hashedAssets: hashed,
  dataFolders: folders,
  pageFolders,
  pageFiles: ['index.html', '404.html'],
  importMapHashes: ["'sha256-abc'"],
});

describe('_headers for Netlify-style hosts', () => {
  it('matches rule paths the way those hosts do', () => {
    expect(ruleMatches('/assets/*', '/assets/content/essentials/signals.md.html')).toBe(true);
    expect(ruleMatches('/assets/nav/*', '/assets/nav/docs.json')).toBe(true);
    expect(ruleMatches('/assets/root-5Wcv9sCr.css', '/assets/root-5Wcv9sCr.css')).toBe(true);
    expect(ruleMatches('/assets/root-5Wcv9sCr.css', '/assets/root-5Wcv9sCr.css.map')).toBe(false);
  });

  it('revalidates the service worker and the web app manifest (issue 29), each with one rule', () => {
    for (const path of ['/sw.js', '/manifest.webmanifest']) expect(headerValues(rules, path, 'Cache-Control')).toEqual([REVALIDATE]);
  });

  it('makes hashed build files immutable, one rule each', () => {
    for (const file of hashed) expect(headerValues(rules, `/assets/${file}`, 'Cache-Control')).toEqual([IMMUTABLE]);
  });

  it('revalidates every generated data file (unhashed, rewritten by each build)', () => {
    for (const path of [
      '/assets/content/essentials/signals.md.html',
      '/assets/nav/docs.json',
      '/assets/api/angular_core_inject_function.html',
      '/assets/search/headings.json',
      '/assets/playground/preview.html',
      '/assets/playground/vendor/core.mjs',
      '/assets/others/versions.json',
    ]) {
      expect(headerValues(rules, path, 'Cache-Control'), path).toEqual([REVALIDATE]);
    }
  });

  it('never sends two Cache-Control values for one path (hosts would join them with a comma)', () => {
    const paths = [...hashed.map((f) => `/assets/${f}`), ...folders.map((f) => `/assets/${f}/x`), '/embed/docs-elements.js'];
    for (const path of paths) expect(headerValues(rules, path, 'Cache-Control').length, path).toBe(1);
  });

  it('allows cross-origin loads of the embed bundle and of the playground preview files only', () => {
    expect(headerValues(rules, '/embed/docs-elements.js', 'Access-Control-Allow-Origin')).toEqual(['*']);
    expect(headerValues(rules, '/assets/playground/vendor/core.mjs', 'Access-Control-Allow-Origin')).toEqual(['*']);
    expect(headerValues(rules, '/assets/content/overview.md.html', 'Access-Control-Allow-Origin')).toEqual([]);
  });

  it('sends the security headers on every path once, and one CSP per page (the preview its own)', () => {
    for (const path of ['/', '/guide/signals', '/api', '/assets/nav/docs.json', '/embed/docs-elements.js', '/assets/playground/preview']) {
      expect(headerValues(rules, path, 'X-Frame-Options'), path).toEqual(['SAMEORIGIN']);
      expect(headerValues(rules, path, 'X-Content-Type-Options'), path).toEqual(['nosniff']);
      expect(headerValues(rules, path, 'Referrer-Policy'), path).toHaveLength(1);
      expect(headerValues(rules, path, 'Permissions-Policy'), path).toHaveLength(1);
    }
    for (const path of ['/', '/guide', '/guide/signals', '/api/core/inject', '/404', '/index.html']) {
      const csp = headerValues(rules, path, 'Content-Security-Policy');
      expect(csp, path).toHaveLength(1);
      expect(csp[0]).toContain("frame-ancestors 'self'");
    }
    for (const path of ['/assets/playground/preview', '/assets/playground/preview.html']) {
      const csp = headerValues(rules, path, 'Content-Security-Policy');
      expect(csp, path).toHaveLength(1);
      expect(csp[0]).toMatch(/^sandbox allow-scripts allow-forms; .*'sha256-abc'.*form-action 'none'.*frame-ancestors 'self'$/);
    }
    expect(headerValues(rules, '/assets/playground/vendor/core.mjs', 'Content-Security-Policy')).toEqual([]);
  });

  it('gives generated data (HTML fragments, JSON) one sandboxed CSP, and the playground folder none of its own (issue 26)', () => {
    for (const path of ['/assets/content/guide/signals.md.html', '/assets/api/core/inject.html', '/assets/search/headings.json']) {
      expect(headerValues(rules, path, 'Content-Security-Policy'), path).toEqual([DATA_CSP]);
    }
    expect(DATA_CSP).toMatch(/(^|; )sandbox(;|$)/);
    expect(DATA_CSP).toContain("default-src 'none'");
  });

  it('formats the rules as the _headers file syntax', () => {
    const text = formatHeaders([{ path: '/nav/*', headers: [['Cache-Control', 'no-cache']] }]);
    expect(text).toBe('/nav/*\n  Cache-Control: no-cache\n');
  });
});
