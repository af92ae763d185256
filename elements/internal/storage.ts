/** localStorage that never throws (disabled, full, blocked) and is inert without a window. */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): boolean {
    try {
      if (!globalThis.localStorage) return false;
      globalThis.localStorage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
};
