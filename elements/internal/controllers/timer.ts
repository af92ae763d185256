import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * One pending timeout owned by an element (a debounce, a delayed show): {@link start} replaces
 * any pending one, {@link cancel} drops it, and disconnecting the host cancels it, so no callback
 * runs for an element that has left the page.
 */
export class TimerController implements ReactiveController {
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Whether a callback is waiting. */
  get pending(): boolean {
    return this.#timer !== undefined;
  }

  /** Runs `callback` after `ms`, replacing the pending one (debounce). */
  start(ms: number, callback: () => void): void {
    this.cancel();
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      callback();
    }, ms);
  }

  /** Drops the pending callback, if any. */
  cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  hostDisconnected(): void {
    this.cancel();
  }
}
