import { describe, expect, it } from 'vitest';
import {
  MAX_SAVED_POSITIONS,
  readPositions,
  SCROLL_STORAGE_KEY,
  scrollTarget,
  writePositions,
  type StorageLike,
} from '../../../../shell/navigation/scroll-positions.ts';

const memoryStorage = (initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } => {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
};

describe('scrollTarget', () => {
  it('restores the saved position on back/forward', () => {
    expect(scrollTarget({ hash: '', navigationType: 'POP', saved: 640, disableScrolling: false })).toEqual({ kind: 'position', y: 640 });
  });
  it('goes to the anchor on a push, even when a position was saved', () => {
    expect(scrollTarget({ hash: '#computed-signals', navigationType: 'PUSH', saved: 10, disableScrolling: false })).toEqual({
      kind: 'anchor',
      id: 'computed-signals',
    });
  });
  it('decodes percent-encoded anchors and survives malformed ones', () => {
    expect(scrollTarget({ hash: '#caf%C3%A9', navigationType: 'PUSH', saved: undefined, disableScrolling: false })).toEqual({ kind: 'anchor', id: 'café' });
    expect(scrollTarget({ hash: '#%E0%A4', navigationType: 'PUSH', saved: undefined, disableScrolling: false })).toEqual({ kind: 'anchor', id: '%E0%A4' });
  });
  it('goes to the top otherwise, and nowhere when scrolling is disabled', () => {
    expect(scrollTarget({ hash: '', navigationType: 'PUSH', saved: undefined, disableScrolling: false })).toEqual({ kind: 'top' });
    expect(scrollTarget({ hash: '', navigationType: 'POP', saved: undefined, disableScrolling: false })).toEqual({ kind: 'top' });
    expect(scrollTarget({ hash: '#x', navigationType: 'PUSH', saved: 5, disableScrolling: true })).toEqual({ kind: 'none' });
  });
});

describe('saved positions storage', () => {
  it('round-trips positions', () => {
    const storage = memoryStorage();
    writePositions(
      storage,
      new Map([
        ['a', 1],
        ['b', 200],
      ]),
    );
    expect([...readPositions(storage)]).toEqual([
      ['a', 1],
      ['b', 200],
    ]);
  });
  it('treats corrupt or foreign data as empty', () => {
    expect(readPositions(memoryStorage({ [SCROLL_STORAGE_KEY]: '{not json' })).size).toBe(0);
    expect(readPositions(memoryStorage({ [SCROLL_STORAGE_KEY]: '{"a":1}' })).size).toBe(0);
    expect([...readPositions(memoryStorage({ [SCROLL_STORAGE_KEY]: '[["a",1],["b","x"],[3,4]]' }))]).toEqual([['a', 1]]);
    expect(readPositions(undefined).size).toBe(0);
  });
  it('never throws when storage fails, and keeps only the newest entries', () => {
    const failing: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readPositions(failing).size).toBe(0);
    expect(() => writePositions(failing, new Map([['a', 1]]))).not.toThrow();
    const storage = memoryStorage();
    writePositions(storage, new Map(Array.from({ length: MAX_SAVED_POSITIONS + 5 }, (_, i) => [`k${i}`, i] as [string, number])));
    const read = readPositions(storage);
    expect(read.size).toBe(MAX_SAVED_POSITIONS);
    expect(read.has('k0')).toBe(false);
    expect(read.get(`k${MAX_SAVED_POSITIONS + 4}`)).toBe(MAX_SAVED_POSITIONS + 4);
  });
});
