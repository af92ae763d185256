// Small helpers for element tests in the browser.
import { nextFrame } from '@open-wc/testing';

/** Waits for `count` animation frames (scroll spies measure once per frame). */
export async function frames(count = 2): Promise<void> {
  for (let i = 0; i < count; i++) await nextFrame();
}

/** Scrolls the window at once (no smooth scrolling), so a test can measure straight after. */
export function scrollWindowTo(top: number): void {
  window.scrollTo({ top, behavior: 'instant' });
}

/** Scrolls the window so that `element`'s top sits `gap` px below the viewport top. */
export function scrollElementToTop(element: Element, gap = 0): void {
  scrollWindowTo(window.scrollY + element.getBoundingClientRect().top - gap);
}

/** Scrolls the window to the very bottom of the document. */
export function scrollWindowToBottom(): void {
  scrollWindowTo(document.documentElement.scrollHeight);
}

/** Removes any `#fragment` from the URL (keeping the test runner's query string). */
export function clearHash(): void {
  history.replaceState(history.state, '', location.pathname + location.search);
}

/** A replaced navigator.clipboard: what was written, and how to put the real one back. */
export type ClipboardStub = { writes: string[]; restore: () => void };

/** Replaces navigator.clipboard: `mode` 'ok' records writes, 'reject' records and rejects them, 'missing' removes it. */
export function stubClipboard(mode: 'ok' | 'reject' | 'missing'): ClipboardStub {
  const writes: string[] = [];
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  const value =
    mode === 'missing'
      ? undefined
      : {
          writeText: (text: string) => {
            writes.push(text);
            return mode === 'ok' ? Promise.resolve() : Promise.reject(new DOMException('denied', 'NotAllowedError'));
          },
        };
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
  return {
    writes,
    restore: () => {
      if (own) Object.defineProperty(navigator, 'clipboard', own);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    },
  };
}
