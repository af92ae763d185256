/** How a snack bar was dismissed. */
export type SnackBarDismissReason = 'action' | 'timeout' | 'replaced' | 'dismiss';

/** Fired by `docs-snack-bar` when its action button is pressed (before it is dismissed). Bubbles and is composed. */
export class DocsSnackBarActionEvent extends Event {
  static readonly eventName = 'docs-snack-bar-action' as const;

  readonly message: string;

  constructor(message: string) {
    super(DocsSnackBarActionEvent.eventName, { bubbles: true, composed: true });
    this.message = message;
  }
}

/** Fired by `docs-snack-bar` when a snack bar starts to exit. Bubbles and is composed. */
export class DocsSnackBarDismissEvent extends Event {
  static readonly eventName = 'docs-snack-bar-dismiss' as const;

  readonly message: string;
  readonly reason: SnackBarDismissReason;

  constructor(message: string, reason: SnackBarDismissReason) {
    super(DocsSnackBarDismissEvent.eventName, { bubbles: true, composed: true });
    this.message = message;
    this.reason = reason;
  }
}

declare global {
  interface HTMLElementEventMap {
    'docs-snack-bar-action': DocsSnackBarActionEvent;
    'docs-snack-bar-dismiss': DocsSnackBarDismissEvent;
  }
}
