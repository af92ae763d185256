// Which headings a table of contents lists, and the items it shows for them.
// `collectTocEntries` and `tocMarkupItems` read a DOM subtree handed to them; everything else is pure
// (unit-tested in Node).
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
  return a.length === b.length && a.every((item, i) => item.id === b[i].id && item.level === b[i].level && item.title === b[i].title);
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

/** The links of a build-time table of contents (content/pipeline/markdown/toc.ts). */
const MARKUP_LINK_SELECTOR = 'a[href^="#"][data-level]';

/**
 * The items of a table of contents given as markup (the build-time `<nav class="docs-toc">` placed
 * inside the element): one per `<a href="#id" data-level="h2|h3">`, in order, first of each id.
 * Null when there is no such link (the element then lists the container's headings itself).
 */
export function tocMarkupItems(root: ParentNode): TocItem[] | null {
  const links = root.querySelectorAll<HTMLAnchorElement>(MARKUP_LINK_SELECTOR);
  if (links.length === 0) return null;
  const items: TocItem[] = [];
  const seen = new Set<string>();
  for (const link of links) {
    const level = link.dataset.level;
    let id = link.getAttribute('href')!.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // Not percent-encoded: the id as written.
    }
    const title = normalizeTitle(link.textContent ?? '');
    if ((level !== 'h2' && level !== 'h3') || !id || !title || seen.has(id)) continue;
    seen.add(id);
    items.push({ id, level, title });
  }
  return items;
}

/** The entries of markup items: each item with its heading under `container` (items without one are left out). */
export function markupEntries(items: readonly TocItem[], container: ParentNode & Node): TocEntry[] {
  const byId = new Map<string, HTMLElement>();
  for (const element of container.querySelectorAll<HTMLElement>('[id]')) if (!byId.has(element.id)) byId.set(element.id, element);
  return items.flatMap((item) => {
    const heading = byId.get(item.id);
    return heading ? [{ item, heading }] : [];
  });
}
