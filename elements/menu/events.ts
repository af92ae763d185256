/** Why a menu closed. */
export type MenuCloseReason = 'escape' | 'select' | 'outside' | 'tab';

/**
 * Fired by `docs-menu` when it closes itself (Escape, an item chosen, a click outside, Tab).
 * Not fired when the `open` property is set to false from outside. Bubbles and is composed.
 */
export class DocsMenuCloseEvent extends Event {
  static readonly eventName = 'docs-menu-close' as const;

  readonly reason: MenuCloseReason;

  constructor(reason: MenuCloseReason) {
    super(DocsMenuCloseEvent.eventName, { bubbles: true, composed: true });
    this.reason = reason;
  }
}

/**
 * Fired by `docs-menu` when an item is chosen (click, Enter or Space on it), before the menu closes.
 * Bubbles and is composed.
 */
export class DocsMenuSelectEvent extends Event {
  static readonly eventName = 'docs-menu-select' as const;

  /** The chosen item element. */
  readonly item: HTMLElement;

  constructor(item: HTMLElement) {
    super(DocsMenuSelectEvent.eventName, { bubbles: true, composed: true });
    this.item = item;
  }
}

declare global {
  interface HTMLElementEventMap {
    'docs-menu-close': DocsMenuCloseEvent;
    'docs-menu-select': DocsMenuSelectEvent;
  }
}
