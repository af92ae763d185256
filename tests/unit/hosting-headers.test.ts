import { describe, expect, it } from 'vitest';
import { formatHeaders, headerRules, headerValues, IMMUTABLE, REVALIDATE, ruleMatches } from '../../scripts/hosting-headers.ts';

const hashed = ['entry.client-ChwM1QU9.js', 'framework-D3DXEwQe.js', 'root-5Wcv9sCr.css'];
const folders = ['content', 'nav', 'api', 'search', 'playground', 'projects', 'others'];
const rules = headerRules(hashed, folders);

describe('_headers for Netlify-style hosts', () => {
  it('matches rule paths the way those hosts do', () => {
    expect(ruleMatches('/assets/*', '/assets/content/essentials/signals.md.html')).toBe(true);
    expect(ruleMatches('/assets/nav/*', '/assets/nav/docs.json')).toBe(true);
    expect(ruleMatches('/assets/root-5Wcv9sCr.css', '/assets/root-5Wcv9sCr.css')).toBe(true);
    expect(ruleMatches('/assets/root-5Wcv9sCr.css', '/assets/root-5Wcv9sCr.css.map')).toBe(false);
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

  it('formats the rules as the _headers file syntax', () => {
    const text = formatHeaders(headerRules(['a-12345678.js'], ['nav']));
    expect(text).toBe(
      ['/embed/*', '  Access-Control-Allow-Origin: *', '  Cache-Control: public, max-age=3600', '/assets/a-12345678.js', `  Cache-Control: ${IMMUTABLE}`, '/assets/nav/*', '  Cache-Control: no-cache', ''].join('\n'),
    );
  });
});
