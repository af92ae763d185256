/** Browser access to playground templates and tutorials (/assets/projects/), cached per URL. */
import { projectUrl } from '../../isomorphic/paths.ts';

const cache = new Map<string, Promise<unknown>>();

/** Fetches `/assets/projects/<path>`; resolves undefined on 404, rejects on other failures (not cached). */
export function fetchProjectJson<T>(path: string): Promise<T | undefined> {
  const url = projectUrl(path);
  let pending = cache.get(url) as Promise<T | undefined> | undefined;
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`Could not load ${url} (status ${response.status})`);
      return response.json() as Promise<T>;
    });
    cache.set(url, pending);
    pending.catch(() => cache.delete(url));
  }
  return pending;
}
