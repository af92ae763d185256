/** Fired by `docs-cookie-popup` when the reader accepts cookies (after the choice is stored). Bubbles and is composed. */
export class DocsCookiesAcceptedEvent extends Event {
  static readonly eventName = 'docs-cookies-accepted' as const;

  constructor() {
    super(DocsCookiesAcceptedEvent.eventName, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'docs-cookies-accepted': DocsCookiesAcceptedEvent;
  }
}
