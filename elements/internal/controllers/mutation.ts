import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface MutationOptions {
  /** What to watch in the host's (light DOM) subtree. */
  init: MutationObserverInit;
  /** Called with each batch of mutations while watching. */
  onMutation(records: MutationRecord[]): void;
}

/**
 * A MutationObserver on the host element: {@link observe} starts watching the host's own subtree
 * (e.g. for children that arrive after the element upgraded), {@link disconnect} stops, and the
 * host leaving the page stops it too.
 */
export class MutationController implements ReactiveController {
  readonly #host: ReactiveControllerHost & Node;
  readonly #options: MutationOptions;
  #observer: MutationObserver | undefined;

  constructor(host: ReactiveControllerHost & Node, options: MutationOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** Whether the host is being watched. */
  get observing(): boolean {
    return this.#observer !== undefined;
  }

  /** Starts watching the host (no-op while watching or where MutationObserver is missing). */
  observe(): void {
    if (this.#observer || typeof MutationObserver === 'undefined') return;
    this.#observer = new MutationObserver((records) => this.#options.onMutation(records));
    this.#observer.observe(this.#host, this.#options.init);
  }

  /** Stops watching. */
  disconnect(): void {
    this.#observer?.disconnect();
    this.#observer = undefined;
  }

  hostDisconnected(): void {
    this.disconnect();
  }
}
