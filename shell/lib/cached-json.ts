/**
 * A JSON asset fetched once and shared by every caller; a failure forgets the attempt so the next
 * call retries. `clear()` drops the cached value (content hot reload in development).
 */
export function cachedJson<T>(url: string): (() => Promise<T>) & { clear: () => void } {
  let pending: Promise<T> | undefined;
  const get = (): Promise<T> => {
    pending ??= fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Could not load ${url} (status ${response.status})`);
      return response.json() as Promise<T>;
    });
    pending.catch(() => {
      pending = undefined;
    });
    return pending;
  };
  return Object.assign(get, { clear: () => void (pending = undefined) });
}
