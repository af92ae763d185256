/**
 * The one storage adapter of the site (shell and elements): Web Storage that never throws and is
 * inert without a window. Reaching `localStorage`/`sessionStorage` itself can throw (`SecurityError`
 * when the browser blocks site data, in some cross-site iframes, in sandboxed frames), and so can
 * reading and writing (full, disabled): every such failure reads as "nothing stored" and a refused
 * write returns false. Callers therefore degrade to "no persistence", never to an error page.
 * Values read are what was stored: callers parse and validate them (corrupt data reads as nothing).
 */
export interface SafeStorage {
  get(key: string): string | null;
  /** Stores a value; false when storage is missing or refused it. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
  /** The same, under the Storage method names (for code written against `Storage`). */
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function storageAdapter(area: () => Storage | null | undefined): SafeStorage {
  const get = (key: string): string | null => {
    try {
      return area()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const set = (key: string, value: string): boolean => {
    try {
      const storage = area();
      if (!storage) return false;
      storage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  };
  const remove = (key: string): void => {
    try {
      area()?.removeItem(key);
    } catch {
      // Nothing to do: storage is unavailable.
    }
  };
  return { get, set, remove, getItem: get, setItem: (key, value) => void set(key, value), removeItem: remove };
}

/** localStorage (the getter is read inside the adapter's try: it throws when site data is blocked). */
export const safeStorage: SafeStorage = storageAdapter(() => globalThis.localStorage);
/** sessionStorage, likewise. */
export const safeSessionStorage: SafeStorage = storageAdapter(() => globalThis.sessionStorage);
