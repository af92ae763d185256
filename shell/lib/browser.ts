/**
 * Adapters over browser globals that never throw and are inert during prerender (no window).
 * Storage may be disabled, full or blocked; matchMedia may be missing.
 */
import { safeStorage } from '../../elements/internal/storage.ts';

/** localStorage through the one safe adapter (elements/internal/storage.ts). */
export function readStorage(key: string): string | null {
  return safeStorage.get(key);
}

/** Stores a value; false when storage refused it. */
export function writeStorage(key: string, value: string): boolean {
  return safeStorage.set(key, value);
}

/** Whether a media query matches now (false where matchMedia is missing or throws). */
export function mediaMatches(query: string): boolean {
  try {
    return globalThis.matchMedia?.(query).matches ?? false;
  } catch {
    return false;
  }
}

/** Calls `listener` with the new value whenever the media query's result changes. Returns an unsubscribe function. */
export function watchMedia(query: string, listener: (matches: boolean) => void): () => void {
  try {
    const list = globalThis.matchMedia?.(query);
    if (!list) return () => {};
    const onChange = (event: MediaQueryListEvent) => listener(event.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  } catch {
    return () => {};
  }
}
