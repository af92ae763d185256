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
