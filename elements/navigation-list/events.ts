/** What asked for a navigation: a link click, or toggling a collapsed item (to its first child's page). */
export type NavigateTrigger = 'link' | 'toggle';

/**
 * Fired by `docs-navigation-list` when the reader follows an internal link (a plain left click, no
 * modifier) or toggles a collapsed item with children. A host with a client-side router calls
 * `event.respondWith(promise)` with a promise of whether the navigation succeeded; the list then
 * prevents the browser's own navigation. Without a response, a link navigates the normal way and a
 * toggled item simply expands. A toggled item also expands when the promise resolves to false or
 * rejects. Bubbles and is composed.
 */
export class DocsNavigateEvent extends Event {
  static readonly eventName = 'docs-navigate' as const;

  /** The target path, without leading slash. */
  readonly path: string;
  readonly trigger: NavigateTrigger;
  #result: Promise<boolean> | undefined;

  constructor(path: string, trigger: NavigateTrigger) {
    super(DocsNavigateEvent.eventName, { bubbles: true, composed: true });
    this.path = path;
    this.trigger = trigger;
  }

  /** Takes over the navigation; `result` settles with whether it succeeded. */
  respondWith(result: Promise<boolean>): void {
    this.#result = result;
  }

  /** The host's response, if any. */
  get result(): Promise<boolean> | undefined {
    return this.#result;
  }
}

declare global {
  interface HTMLElementEventMap {
    'docs-navigate': DocsNavigateEvent;
  }
}
