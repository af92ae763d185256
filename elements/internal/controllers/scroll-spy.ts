import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { activationLine, pickActiveIndex } from '../scroll-spy.ts';

export interface ScrollSpyOptions {
  /** The elements to follow, in document order. Read at every measure. */
  targets(): readonly Element[];
  /** Extra offset in px from the viewport top (e.g. a sticky header); the line is at least 5 %. */
  offset(): number;
  /** Called after each measure with the active target's index (-1 when there are no targets). */
  onActive(index: number): void;
}

/** How long the page must stay still before a hold (see {@link ScrollSpyController.hold}) ends. */
const HOLD_IDLE_MS = 150;

/**
 * Tracks which of a list of targets the reader is at, from the window's scroll position.
 *
 * Listens to `scroll` (passive) and `resize` on the window while the host is connected and
 * measures at most once per animation frame. Inert until connected, so safe to construct in Node.
 */
export class ScrollSpyController implements ReactiveController {
  readonly #options: ScrollSpyOptions;
  #frame = 0;
  #holdTimer: ReturnType<typeof setTimeout> | undefined;
  #connected = false;

  constructor(host: ReactiveControllerHost, options: ScrollSpyOptions) {
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    if (this.#connected || typeof window === 'undefined') return;
    this.#connected = true;
    window.addEventListener('scroll', this.#onScroll, { passive: true });
    window.addEventListener('resize', this.#onResize, { passive: true });
    this.schedule();
  }

  hostDisconnected(): void {
    if (!this.#connected) return;
    this.#connected = false;
    window.removeEventListener('scroll', this.#onScroll);
    window.removeEventListener('resize', this.#onResize);
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#release();
  }

  /** Whether measures are suspended by {@link hold}. */
  get held(): boolean {
    return this.#holdTimer !== undefined;
  }

  /**
   * Suspends measuring until the page has stopped scrolling for a moment, so a jump or smooth
   * scroll the host started (e.g. to a clicked target) does not flicker through other targets
   * or pick a different one when the page cannot scroll far enough.
   */
  hold(): void {
    this.#restartHold();
  }

  /** Measures on the next animation frame (once, however often it is called within a frame). */
  schedule(): void {
    if (!this.#connected || this.#frame || this.held) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      if (!this.held) this.#options.onActive(this.measure());
    });
  }

  /** Measures now and returns the active target's index (-1 when there are no targets). */
  measure(): number {
    const targets = this.#options.targets();
    if (targets.length === 0 || typeof window === 'undefined') return -1;
    const page = document.documentElement;
    const scrollTop = window.scrollY;
    const viewportHeight = window.innerHeight;
    const atBottom = Math.ceil(scrollTop + viewportHeight) >= page.scrollHeight - 1;
    const tops = targets.map((target) => (target.getClientRects().length === 0 ? Infinity : target.getBoundingClientRect().top));
    return pickActiveIndex({
      tops,
      line: activationLine(viewportHeight, this.#options.offset()),
      scrollTop,
      atBottom,
    });
  }

  #onScroll = (): void => {
    if (this.held) this.#restartHold();
    else this.schedule();
  };

  #onResize = (): void => {
    this.schedule();
  };

  #restartHold(): void {
    clearTimeout(this.#holdTimer);
    this.#holdTimer = setTimeout(() => this.#release(), HOLD_IDLE_MS);
  }

  #release(): void {
    clearTimeout(this.#holdTimer);
    this.#holdTimer = undefined;
  }
}
