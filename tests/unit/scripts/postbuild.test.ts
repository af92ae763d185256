import { describe, expect, it } from 'vitest';
import { addCspMeta, deferHydration } from '../../../scripts/postbuild.ts';
import { inlineScripts, scriptHash } from '../../../hosting/policy.ts';

// The shape React Router's prerender writes: preload links in the head, one boot module script.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/>',
  '<link rel="stylesheet" href="/assets/root-4.css"/></head><body><main><h1>Title</h1></main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\nimport * as route1 from "/assets/doc-5.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/doc":route1};\n\nimport("/assets/entry.client-6.js");</script>',
  '</body></html>',
].join('');

describe('deferHydration (issue 32: JS requested after the first paint)', () => {
  const out = deferHydration(page);
  const boot = inlineScripts(out).find((s) => s.includes('__reactRouterRouteModules'))!;

  it('removes the preload links from the head and keeps the stylesheet', () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-4.css"/>');
  });

  it('waits for a frame, then preloads the same chunks in the same order before importing', () => {
    expect(boot.indexOf('requestAnimationFrame')).toBeLessThan(boot.indexOf('modulepreload'));
    expect(boot).toContain('["/assets/manifest-1.js","/assets/framework-2.js","/assets/root-3.js"]');
    expect(boot.indexOf('modulepreload')).toBeLessThan(boot.indexOf('await import("/assets/manifest-1.js")'));
  });

  it('turns the static imports into awaited dynamic ones, in order, keeping the names and the rest', () => {
    const order = [
      'await import("/assets/manifest-1.js");',
      'const route0 = await import("/assets/root-3.js");',
      'const route1 = await import("/assets/doc-5.js");',
    ];
    const at = order.map((line) => boot.indexOf(line));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(boot).not.toMatch(/^import /m);
    expect(boot).toMatch(/window\.__reactRouterRouteModules = \{"root":route0,"routes\/doc":route1\};\s*import\("\/assets\/entry\.client-6\.js"\);$/);
    expect(out).toContain('<script type="module" async="">');
  });

  it('the CSP meta then allows the rewritten script by its hash', () => {
    const withCsp = addCspMeta(out);
    expect(withCsp).toContain(scriptHash(boot));
  });

  it('leaves a page without the boot script (redirect stubs, the preview) unchanged', () => {
    const stub = '<html><head><meta http-equiv="refresh" content="0;url=/x"></head><body></body></html>';
    expect(deferHydration(stub)).toBe(stub);
  });
});
