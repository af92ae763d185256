import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_POST as POST, HIGHLIGHT_PRE as PRE } from '../../../elements/search-dialog/highlight.ts';
import {
  addToHistory,
  HISTORY_STORAGE_KEY,
  MAX_RECENT_ITEMS,
  parseHistory,
  SearchHistoryStore,
  type HistoryStorage,
} from '../../../elements/search-dialog/history.ts';
import type { SearchResult } from '../../../elements/search-dialog/types.ts';

const result = (n: number): SearchResult => ({
  id: `id-${n}`,
  type: 'doc',
  url: `/page-${n}`,
  labelHtml: `${PRE}Page${POST} ${n}`,
  subLabelHtml: `sub ${PRE}${n}${POST}`,
  contentHtml: null,
  category: 'Docs',
});

function memoryStorage(initial: Record<string, string> = {}): HistoryStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

describe('search history', () => {
  it('stores opened results newest first, with highlight markup removed', () => {
    const storage = memoryStorage();
    const store = new SearchHistoryStore(storage);
    store.add(result(1), 1000);
    store.add(result(2), 2000);
    expect(store.items.map((i) => i.url)).toEqual(['/page-2', '/page-1']);
    expect(store.items[0]).toEqual({ id: 'id-2', labelHtml: 'Page 2', subLabelHtml: 'sub 2', url: '/page-2', isFavorite: false, createdAt: 2000 });
    expect(JSON.parse(storage.data[HISTORY_STORAGE_KEY])).toEqual(store.items);
    // Opening again moves it to the top without duplicating it.
    store.add(result(1), 3000);
    expect(store.items.map((i) => i.url)).toEqual(['/page-1', '/page-2']);
  });

  it('keeps at most 10 recent items (oldest dropped) and every favourite', () => {
    const store = new SearchHistoryStore(memoryStorage());
    store.add(result(0), 0);
    store.setFavorite('id-0', true);
    for (let n = 1; n <= 15; n++) store.add(result(n), n * 10);
    expect(store.recent).toHaveLength(MAX_RECENT_ITEMS);
    expect(store.recent.map((i) => i.url)).toEqual(Array.from({ length: 10 }, (_, i) => `/page-${15 - i}`));
    expect(store.favorites.map((i) => i.url)).toEqual(['/page-0']);
    // A favourite opened again stays a favourite.
    store.add(result(0), 1000);
    expect(store.favorites.map((i) => i.createdAt)).toEqual([1000]);
  });

  it('a recent item can become a favourite and both kinds can be removed', () => {
    const store = new SearchHistoryStore(memoryStorage());
    store.add(result(1), 1);
    store.add(result(2), 2);
    store.setFavorite('id-1', true);
    expect(store.favorites.map((i) => i.id)).toEqual(['id-1']);
    store.remove('id-1');
    store.remove('id-2');
    expect(store.items).toEqual([]);
  });

  it('treats stored data that cannot be parsed as empty, and skips malformed items', () => {
    for (const bad of ['{', 'null', '"x"', '{"a":1}', '[1,2]']) expect(parseHistory(bad), bad).toEqual([]);
    expect(new SearchHistoryStore(memoryStorage({ [HISTORY_STORAGE_KEY]: '{broken' })).items).toEqual([]);
    const good = { id: 'a', labelHtml: 'A', subLabelHtml: null, url: '/a', isFavorite: true, createdAt: 5 };
    expect(parseHistory(JSON.stringify([good, { id: 'b' }]))).toEqual([good]);
  });

  it('never throws when storage does', () => {
    const throwing: HistoryStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const store = new SearchHistoryStore(throwing);
    expect(() => store.add(result(1), 1)).not.toThrow();
    expect(store.items).toHaveLength(1);
    expect(new SearchHistoryStore(null).items).toEqual([]);
    expect(addToHistory([], { ...result(3), labelHtml: null }, 1)[0].labelHtml).toBe('/page-3');
  });
});
