/** Fired by `docs-tab-group` when the reader selects another tab. Bubbles and is composed. */
export class DocsTabChangeEvent extends Event {
  static readonly eventName = 'docs-tab-change' as const;

  /** Index of the selected tab. */
  readonly index: number;
  /** Its label. */
  readonly label: string;

  constructor(index: number, label: string) {
    super(DocsTabChangeEvent.eventName, { bubbles: true, composed: true });
    this.index = index;
    this.label = label;
  }
}

declare global {
  interface HTMLElementEventMap {
    'docs-tab-change': DocsTabChangeEvent;
  }
}
