// Issue 20: URLs from data pass one allow-list; storage goes through one adapter that never throws;
// the history caps hold on read.
import { afterEach, describe, expect, it } from 'vitest';
import { safeUrl } from '../../../../elements/adapters/safe-url.ts';
import { safeSessionStorage, safeStorage, storageAdapter } from '../../../../elements/adapters/storage.ts';
import { HISTORY_STORAGE_KEY, MAX_RECENT_ITEMS, parseHistory, SearchHistoryStore } from '../../../../elements/search-dialog/history.ts';
import { parseServerVersions } from '../../../../shell/layout/versions.ts';

describe('safeUrl (the allow-list for URLs from data)', () => {
  it('keeps same-origin paths and https: URLs, and turns the site origin into paths', () => {
    expect(safeUrl('/guide/signals#x', undefined)).toBe('/guide/signals#x');
    expect(safeUrl('#top', undefined)).toBe('#top');
    expect(safeUrl('https://v21.angular.dev/overview', undefined)).toBe('https://v21.angular.dev/overview');
    expect(safeUrl('http://127.0.0.1:4200/guide?q=1#a', 'http://127.0.0.1:4200')).toBe('/guide?q=1#a');
  });

  it('drops every other scheme and shape', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'http://evil.example/',
      'https://user:pw@evil.example/',
      'ftp://x/',
      'relative/path',
      '',
      '   ',
      'blob:https://x/1',
      '/a\u0000b',
      3,
      null,
      undefined,
      {},
    ]) {
      expect(safeUrl(bad, 'https://angular.dev'), String(bad)).toBeNull();
    }
  });
});

describe('the storage adapter', () => {
  const original = Object.getOwnPropertyDescriptors(globalThis);
  afterEach(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      if (original[name]) Object.defineProperty(globalThis, name, original[name]);
      else delete (globalThis as Record<string, unknown>)[name];
    }
  });
  const blocked = () => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  };

  it('reads nothing and refuses writes when the storage getters throw SecurityError (site data blocked)', () => {
    blocked();
    expect(() => globalThis.localStorage).toThrow();
    for (const storage of [safeStorage, safeSessionStorage]) {
      expect(storage.get('k')).toBeNull();
      expect(storage.set('k', 'v')).toBe(false);
      expect(() => storage.remove('k')).not.toThrow();
      expect(storage.getItem('k')).toBeNull();
      expect(() => storage.setItem('k', 'v')).not.toThrow();
    }
    expect(new SearchHistoryStore().items).toEqual([]);
  });

  it('survives full and missing storage', () => {
    const full = storageAdapter(
      () =>
        ({
          getItem: () => null,
          setItem: () => {
            throw new DOMException('full', 'QuotaExceededError');
          },
          removeItem: () => {},
        }) as unknown as Storage,
    );
    expect(full.set('k', 'v')).toBe(false);
    expect(storageAdapter(() => undefined).set('k', 'v')).toBe(false);
    expect(storageAdapter(() => undefined).get('k')).toBeNull();
  });
});

describe('stored search history', () => {
  const item = (i: number, url = `/guide/page-${i}`, isFavorite = false) => ({
    id: `id-${i}`,
    url,
    labelHtml: `Page ${i}`,
    subLabelHtml: null,
    isFavorite,
    createdAt: 1000 + i,
  });

  it('caps recent items on read, keeping favourites', () => {
    const stored = JSON.stringify([...Array.from({ length: 40 }, (_, i) => item(i)), item(100, '/fav', true)]);
    const items = parseHistory(stored);
    expect(items.filter((i) => !i.isFavorite)).toHaveLength(MAX_RECENT_ITEMS);
    expect(items.filter((i) => !i.isFavorite)[0]?.id).toBe('id-39');
    expect(items.some((i) => i.isFavorite)).toBe(true);
  });

  it('drops items whose URL fails the allow-list', () => {
    const stored = JSON.stringify([item(1, 'javascript:alert(document.domain)'), item(2, '//evil.example'), item(3, 'data:text/html,x'), item(4)]);
    expect(parseHistory(stored).map((i) => i.url)).toEqual(['/guide/page-4']);
    const storage = { getItem: (key: string) => (key === HISTORY_STORAGE_KEY ? stored : null), setItem: () => {} };
    expect(new SearchHistoryStore(storage).recent.map((i) => i.url)).toEqual(['/guide/page-4']);
  });
});

describe('versions.json', () => {
  it('drops entries whose URL is not https: or a same-origin path', () => {
    const list = parseServerVersions([
      { version: 'v22', url: 'https://angular.dev/overview' },
      { version: 'x', url: 'javascript:alert(1)' },
      { version: 'y', url: 'data:text/html,x' },
      { version: 'z', url: 'vbscript:x' },
      { version: 'w', url: '//evil.example' },
    ]);
    expect(list).toEqual([{ displayName: 'v22', url: 'https://angular.dev/overview' }]);
    expect(parseServerVersions([{ version: 'x', url: 'javascript:alert(1)' }])).toBeNull();
  });
});
