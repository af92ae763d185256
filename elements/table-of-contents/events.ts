import type { TocItem } from './toc-items.ts';

/**
 * Fired by `docs-table-of-contents` when the list of items changes (after a scan of its
 * container finds different headings), e.g. so a layout can hide an empty TOC column.
 * Bubbles and is composed.
 */
export class DocsTocChangeEvent extends Event {
  static readonly eventName = 'docs-toc-change' as const;

  /** The items now listed (empty when the TOC is hidden). */
  readonly items: readonly TocItem[];

  constructor(items: readonly TocItem[]) {
    super(DocsTocChangeEvent.eventName, { bubbles: true, composed: true });
    this.items = items;
  }
}

declare global {
  interface HTMLElementEventMap {
    'docs-toc-change': DocsTocChangeEvent;
  }
}
