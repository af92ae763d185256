/** Fired by `docs-banner` when the reader closes it. Bubbles and is composed. */
export class DocsBannerCloseEvent extends Event {
  static readonly eventName = 'docs-banner-close' as const;

  /** The banner's id. */
  readonly bannerId: string;

  constructor(bannerId: string) {
    super(DocsBannerCloseEvent.eventName, { bubbles: true, composed: true });
    this.bannerId = bannerId;
  }
}

declare global {
  interface HTMLElementEventMap {
    'docs-banner-close': DocsBannerCloseEvent;
  }
}
