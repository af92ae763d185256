import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * A reactive boolean following a media query: {@link matches} is read when the host connects and
 * updated (with a host update) on every `change` of the query's `MediaQueryList`. False where
 * `matchMedia` is missing or throws (Node, old engines). Listens only while the host is connected.
 */
export class MediaQueryController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #query: string;
  #list: MediaQueryList | undefined;
  #matches = false;

  constructor(host: ReactiveControllerHost, query: string) {
    this.#host = host;
    this.#query = query;
    host.addController(this);
  }

  /** The media query followed. */
  get query(): string {
    return this.#query;
  }

  /** Whether the query matches (as of the last `change`, or now while disconnected). */
  get matches(): boolean {
    return this.#list ? this.#matches : readMatches(this.#query);
  }

  hostConnected(): void {
    try {
      this.#list = globalThis.matchMedia?.(this.#query);
    } catch {
      this.#list = undefined;
    }
    if (!this.#list) return;
    this.#matches = this.#list.matches;
    this.#list.addEventListener('change', this.#onChange);
  }

  hostDisconnected(): void {
    this.#list?.removeEventListener('change', this.#onChange);
    this.#list = undefined;
  }

  #onChange = (event: MediaQueryListEvent): void => {
    if (event.matches === this.#matches) return;
    this.#matches = event.matches;
    this.#host.requestUpdate();
  };
}

function readMatches(query: string): boolean {
  try {
    return globalThis.matchMedia?.(query).matches ?? false;
  } catch {
    return false;
  }
}
