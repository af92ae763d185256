// A page's table of contents as HTML, from the headings the renderer collected: the `h2` and `h3` with
// an id, in document order (a repeated id once: a `#id` link reaches only the first). Served beside the
// fragment (`<contentPath>.toc.html`), prerendered in the TOC column so it works without JavaScript;
// `<docs-table-of-contents>` enhances it (scroll-spy, active link, back to the top).
import type { Heading } from './context.ts';
import { escapeAttr, escapeText } from './escape.ts';

/** Heading levels a table of contents lists. */
const LEVELS = new Set([2, 3]);

/** The items of a page's TOC: h2/h3 headings with an id and text, first of each id. */
export function tocHeadings(headings: readonly Heading[]): Heading[] {
  const seen = new Set<string>();
  return headings.filter((h) => {
    if (!LEVELS.has(h.level) || !h.id || !h.text.trim() || seen.has(h.id)) return false;
    seen.add(h.id);
    return true;
  });
}

/**
 * `<nav class="docs-toc">` with a link per item (`data-level="h2|h3"` on each link), or '' when the
 * page has no such heading.
 */
export function tocHtml(headings: readonly Heading[]): string {
  const items = tocHeadings(headings);
  if (!items.length) return '';
  const links = items
    .map(
      (h) =>
        `<li class="docs-toc-item docs-toc-h${h.level}"><a href="#${escapeAttr(h.id)}" data-level="h${h.level}">${escapeText(h.text.replace(/\s+/g, ' ').trim())}</a></li>`,
    )
    .join('');
  return `<nav class="docs-toc" aria-label="On this page"><h2 class="docs-toc-title">On this page</h2><ul class="docs-toc-list">${links}</ul></nav>`;
}
