import { lazy, type ComponentType } from 'react';

/**
 * React.lazy whose import failure (a chunk gone after a deploy, a network error) renders `Fallback`
 * instead of throwing to the error boundary: a widget that cannot load must not take the page down.
 * The failure itself is reported by the chunk-error notice (vite:preloadError).
 */
export function safeLazy<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType<P> = () => null) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch {
      return { default: Fallback };
    }
  });
}
