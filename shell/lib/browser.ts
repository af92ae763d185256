/**
 * Adapters over browser globals that never throw and are inert during prerender (no window).
 * Storage may be disabled, full or blocked; matchMedia may be missing.
 */
import { safeStorage } from '../../elements/adapters/storage.ts';

/** localStorage through the one safe adapter (elements/adapters/storage.ts). */
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

/**
 * Calls `start` once, after the page's load event, when the main thread is idle and `element` is on
 * screen: heavy parts of a page (an editor, a runtime) wait until the text is readable and usable, and
 * until they would be seen. Returns a cancel function. Where IntersectionObserver is missing, visibility
 * is not waited for; where requestIdleCallback is missing, a short timeout stands in for it.
 */
export function whenIdleAndVisible(element: Element | null, start: () => void, options: { idleTimeout?: number } = {}): () => void {
  let cancelled = false;
  let observer: IntersectionObserver | undefined;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    if (cancelled) return;
    cancelled = true;
    observer?.disconnect();
    start();
  };
  const watch = () => {
    if (cancelled) return;
    if (!element || typeof IntersectionObserver === 'undefined') return fire();
    observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) fire();
    });
    observer.observe(element);
  };
  const afterLoad = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(watch, { timeout: options.idleTimeout ?? 2000 });
    else timer = setTimeout(watch, 200);
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    observer?.disconnect();
    removeEventListener('load', afterLoad);
    if (idleHandle !== undefined) cancelIdleCallback(idleHandle);
    clearTimeout(timer);
  };
}

/**
 * Calls `callback` in a task after the next frame has been painted (a frame callback, then a task):
 * follow-up work of an interaction (making the page behind a drawer inert, for one) that need not
 * delay the frame that shows the interaction's result. Returns a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(callback, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
