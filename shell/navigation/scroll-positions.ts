/**
 * Saved scroll positions per history entry, kept in sessionStorage so they survive a reload.
 * Pure over a storage-like object; never throws (storage disabled, full, or corrupt JSON reads as empty).
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const SCROLL_STORAGE_KEY = 'docs-scroll-positions';
/** Entries kept at most (oldest dropped) so the stored map stays small. */
export const MAX_SAVED_POSITIONS = 50;

export function readPositions(storage: StorageLike | undefined): Map<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SCROLL_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return new Map();
    return new Map(parsed.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number'));
  } catch {
    return new Map();
  }
}

export function writePositions(storage: StorageLike | undefined, positions: Map<string, number>): void {
  try {
    storage?.setItem(SCROLL_STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_SAVED_POSITIONS)));
  } catch {
    // Storage full or disabled: positions stay in memory only.
  }
}

export type ScrollTarget = { kind: 'position'; y: number } | { kind: 'anchor'; id: string } | { kind: 'top' } | { kind: 'none' };

/**
 * Where to scroll after a navigation (spec §4): to the anchor, to the saved position (back/forward),
 * or to the top; a navigation that asks not to scroll (state.disableScrolling) stays put.
 */
export function scrollTarget(options: {
  hash: string;
  navigationType: 'POP' | 'PUSH' | 'REPLACE';
  saved: number | undefined;
  disableScrolling: boolean;
}): ScrollTarget {
  if (options.disableScrolling) return { kind: 'none' };
  if (options.navigationType === 'POP' && options.saved !== undefined) return { kind: 'position', y: options.saved };
  const id = options.hash.replace(/^#/, '');
  if (id) {
    try {
      return { kind: 'anchor', id: decodeURIComponent(id) };
    } catch {
      return { kind: 'anchor', id };
    }
  }
  return { kind: 'top' };
}
