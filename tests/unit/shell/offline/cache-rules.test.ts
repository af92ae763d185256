import { describe, expect, it } from 'vitest';
import { CACHE_NAMES, SAVE_HEADER, isOutdatedCache, pageKey, requestRule, sectionOf } from '../../../../shell/offline/cache-rules.ts';
import { PREVIEW_FILE_URL, PREVIEW_URL } from '../../../../isomorphic/paths.ts';

const origin = 'https://docs.example';
const rule = (path: string, mode = 'cors', base = origin) => requestRule(new URL(path, base), origin, mode);

describe('requestRule', () => {
  it('leaves the preview document, the worker, the manifest and other origins to the network', () => {
    expect(rule(PREVIEW_URL, 'navigate')).toBe('network');
    expect(rule(PREVIEW_FILE_URL, 'navigate')).toBe('network');
    expect(rule(PREVIEW_URL)).toBe('network');
    expect(rule('/sw.js')).toBe('network');
    expect(rule('/manifest.webmanifest')).toBe('network');
    expect(rule('/x.js', 'cors', 'https://cdn.example')).toBe('network');
  });

  it('caches pages, generated data and hashed build files each their own way', () => {
    expect(rule('/guide/components', 'navigate')).toBe('page');
    expect(rule('/assets/content/guide/components.md.html')).toBe('data');
    expect(rule('/assets/search/headings.json')).toBe('data');
    expect(rule('/assets/playground/vendor/core.js')).toBe('data');
    expect(rule('/assets/root-AbCdEf12.js')).toBe('asset');
    expect(rule('/favicon.svg')).toBe('data');
  });

  it('leaves the requests of a page that stores the response itself (Save for offline) to the network', () => {
    const saving = new Headers({ [SAVE_HEADER]: '1' });
    expect(requestRule(new URL('/tutorials/signals', origin), origin, 'cors', saving)).toBe('network');
    expect(requestRule(new URL('/assets/content/guide/signals.md.html', origin), origin, 'cors', saving)).toBe('network');
    expect(requestRule(new URL('/assets/content/guide/signals.md.html', origin), origin, 'cors', new Headers())).toBe('data');
  });
});

describe('isOutdatedCache', () => {
  it('deletes only our caches of another version', () => {
    for (const name of Object.values(CACHE_NAMES)) expect(isOutdatedCache(name)).toBe(false);
    expect(isOutdatedCache('docs-pages-v0')).toBe(true);
    expect(isOutdatedCache('workbox-precache-v2-https://docs.example/')).toBe(false);
    expect(isOutdatedCache('someone-else')).toBe(false);
  });
});

describe('pageKey and sectionOf', () => {
  it('keys a page by origin and path without query, hash or trailing slash', () => {
    expect(pageKey(new URL('https://docs.example/guide/signals/?a=1#x'))).toBe('https://docs.example/guide/signals');
    expect(pageKey(new URL('https://docs.example/'))).toBe('https://docs.example/');
  });

  it('names the section by the first path segment', () => {
    expect(sectionOf('/guide/signals')).toBe('guide');
    expect(sectionOf('/')).toBe('');
  });
});
