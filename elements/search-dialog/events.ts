import type { HistoryItem, SearchResult } from './types.ts';

/**
 * Fired by `docs-search-dialog` when the reader opens a result or a history item. Cancelable: a
 * router calls `preventDefault()` and navigates itself; otherwise the element sets
 * `location.href`. The dialog closes either way (also when the URL is the current page).
 * Bubbles and is composed.
 */
export class DocsSearchNavigateEvent extends Event {
  static readonly eventName = 'docs-search-navigate' as const;

  /** A same-site path (`/x#y`) or an absolute http(s) URL. */
  readonly url: string;
  /** What was opened. */
  readonly item: SearchResult | HistoryItem;

  constructor(url: string, item: SearchResult | HistoryItem) {
    super(DocsSearchNavigateEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.url = url;
    this.item = item;
  }
}

/** Fired by `docs-search-dialog` after it closed (Escape, backdrop, a result, `close()`). Bubbles, composed. */
export class DocsSearchCloseEvent extends Event {
  static readonly eventName = 'docs-search-close' as const;

  constructor() {
    super(DocsSearchCloseEvent.eventName, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'docs-search-navigate': DocsSearchNavigateEvent;
    'docs-search-close': DocsSearchCloseEvent;
  }
}
