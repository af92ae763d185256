// Pure maths of a scroll spy. No DOM: unit-tested in Node.

/** Share of the viewport height, from its top, where the activation line lies by default. */
export const ACTIVATION_LINE_RATIO = 0.05;

/** Slack, in px, for sub-pixel positions after a fragment jump puts a target right on the line. */
const TOLERANCE_PX = 1;

/**
 * Distance in px from the top of the viewport of the line a target must cross to become active:
 * `offset` (e.g. a sticky header's height) or 5 % of the viewport, whichever is lower down.
 */
export function activationLine(viewportHeight: number, offset = 0): number {
  const safeOffset = Number.isFinite(offset) ? offset : 0;
  const safeHeight = Number.isFinite(viewportHeight) ? viewportHeight : 0;
  return Math.max(safeOffset, safeHeight * ACTIVATION_LINE_RATIO);
}

export interface ScrollPosition {
  /**
   * Top of each target relative to the viewport (getBoundingClientRect().top), in document order;
   * `Infinity` for a target that is not rendered, so it never becomes active.
   */
  tops: readonly number[];
  /** Activation line, px from the viewport top (see {@link activationLine}). */
  line: number;
  /** How far the page is scrolled (window.scrollY). */
  scrollTop: number;
  /** Whether the page is scrolled to its very bottom. */
  atBottom: boolean;
}

/**
 * Index of the active target, or -1 when there are none.
 * - scrolled to the very bottom (of a page that scrolls): the last target;
 * - at the very top of the page: the first target;
 * - otherwise the last target whose top is above the activation line, or the first if none is.
 */
export function pickActiveIndex({ tops, line, scrollTop, atBottom }: ScrollPosition): number {
  if (tops.length === 0) return -1;
  if (atBottom && scrollTop > 0) return tops.length - 1;
  if (scrollTop <= 0) return 0;
  let active = 0;
  tops.forEach((top, index) => {
    if (top <= line + TOLERANCE_PX) active = index;
  });
  return active;
}
