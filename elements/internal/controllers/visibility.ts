import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface VisibilityOptions {
  /** The element to watch; asked again after each host update (it may be rendered later). */
  target(): Element | null | undefined;
  /**
   * Called once per connection, the first time the target intersects the viewport (at once
   * where IntersectionObserver is missing). `signal` aborts when the host disconnects: work
   * started for the visible target (a preview, a fetch) stops with it.
   */
  onVisible(signal: AbortSignal): void;
  /** IntersectionObserver `rootMargin` (default '0px'). */
  rootMargin?: string;
}

/**
 * Lazy work on first sight: watches a target with an IntersectionObserver while the host is
 * connected and calls `onVisible` when it first scrolls into view, then stops watching.
 *
 * {@link signal} is the host's connection lifetime: a fresh `AbortSignal` per connection, aborted
 * in `hostDisconnected` (the element left the page, e.g. on a client-side navigation). A host put
 * back on the page is watched again.
 */
export class VisibilityController implements ReactiveController {
  readonly #options: VisibilityOptions;
  #abort: AbortController | undefined;
  #observer: IntersectionObserver | undefined;
  #observed: Element | undefined;
  #connected = false;
  #seen = false;

  constructor(host: ReactiveControllerHost, options: VisibilityOptions) {
    this.#options = options;
    host.addController(this);
  }

  /** Aborts when the host disconnects; a new signal is made for the next connection. */
  get signal(): AbortSignal {
    this.#abort ??= new AbortController();
    return this.#abort.signal;
  }

  /** Whether the target has been seen since the host connected. */
  get seen(): boolean {
    return this.#seen;
  }

  hostConnected(): void {
    this.#connected = true;
    this.#seen = false;
    this.#watch();
  }

  hostUpdated(): void {
    this.#watch();
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#unwatch();
    this.#abort?.abort(new DOMException('The element left the page.', 'AbortError'));
    this.#abort = undefined;
  }

  #watch(): void {
    if (!this.#connected || this.#seen) return;
    const target = this.#options.target() ?? undefined;
    if (target === this.#observed) return;
    this.#unwatch();
    if (!target) return;
    if (typeof IntersectionObserver === 'undefined') {
      this.#see();
      return;
    }
    this.#observed = target;
    this.#observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) this.#see();
      },
      { rootMargin: this.#options.rootMargin ?? '0px' },
    );
    this.#observer.observe(target);
  }

  #unwatch(): void {
    this.#observer?.disconnect();
    this.#observer = undefined;
    this.#observed = undefined;
  }

  #see(): void {
    if (this.#seen || !this.#connected) return;
    this.#seen = true;
    this.#unwatch();
    this.#options.onVisible(this.signal);
  }
}
