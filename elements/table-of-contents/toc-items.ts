// Which headings a table of contents lists, and the items it shows for them.
// `collectTocHeadings` reads a DOM subtree handed to it; everything else is pure (unit-tested in Node).
// Nothing here reads browser globals.

/** Heading levels listed in the table of contents. */
export type TocLevel = 'h2' | 'h3';

/** One entry of a page's table of contents. */
export interface TocItem {
  /** The heading's id: the link goes to `#id`. */
  id: string;
  level: TocLevel;
  /** The heading's text, trimmed, with runs of whitespace collapsed. */
  title: string;
}

/** Headings inside these are left out (example viewers, content flagged as not for the TOC). */
export const TOC_SKIP_SELECTOR = 'docs-code-example, .docs-toc-skip';

/** Parts of a heading that are not its title: buttons (e.g. copy link) and decorative icons. */
export const TITLE_SKIP_SELECTOR = 'button, [aria-hidden="true"]';

const HEADING_SELECTOR = 'h2[id], h3[id]';
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Trims and collapses runs of whitespace into single spaces. */
export function normalizeTitle(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Whether two item lists are the same (same ids, levels and titles, in the same order). */
export function sameItems(a: readonly TocItem[], b: readonly TocItem[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, i) => item.id === b[i].id && item.level === b[i].level && item.title === b[i].title)
  );
}

/** Index of the item with this id, or -1. */
export function indexOfItem(items: readonly TocItem[], id: string | null): number {
  return id === null ? -1 : items.findIndex((item) => item.id === id);
}

/** The visible text of a heading: text nodes, minus those inside {@link TITLE_SKIP_SELECTOR}. */
export function headingText(heading: Element): string {
  let text = '';
  const walk = (node: Node): void => {
    for (const child of node.childNodes) {
      if (child.nodeType === TEXT_NODE) text += child.nodeValue ?? '';
      else if (child.nodeType === ELEMENT_NODE && !(child as Element).matches(TITLE_SKIP_SELECTOR)) walk(child);
    }
  };
  walk(heading);
  return normalizeTitle(text);
}

/** A TOC entry for a heading, or null when it cannot be one (no id, no text, not h2/h3). */
export function toTocItem(heading: Element): TocItem | null {
  const level = heading.localName;
  if (level !== 'h2' && level !== 'h3') return null;
  const id = heading.id.trim() === '' ? '' : heading.id;
  const title = headingText(heading);
  if (id === '' || title === '') return null;
  return { id, level, title };
}

export interface TocEntry {
  item: TocItem;
  heading: HTMLElement;
}

/**
 * The `h2` and `h3` with an id under `container`, in document order, with their items; skipping
 * headings inside `docs-code-example` or `.docs-toc-skip` (below the container), headings without
 * text, and repeated ids (a `#id` link only reaches the first).
 */
export function collectTocEntries(container: ParentNode & Node): TocEntry[] {
  const entries: TocEntry[] = [];
  const seen = new Set<string>();
  for (const heading of container.querySelectorAll<HTMLElement>(HEADING_SELECTOR)) {
    const skipped = heading.closest(TOC_SKIP_SELECTOR);
    if (skipped && skipped !== container && container.contains(skipped)) continue;
    const item = toTocItem(heading);
    if (!item || seen.has(item.id)) continue;
    seen.add(item.id);
    entries.push({ item, heading });
  }
  return entries;
}
