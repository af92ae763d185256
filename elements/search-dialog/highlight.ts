// Highlight sentinels: search backends mark matched words with these private tags instead of HTML.
// Text with sentinels is never parsed as HTML: `highlightParts` splits it into plain text runs
// and marked runs, and the dialog renders marked runs as <mark> elements holding text nodes.

/** Start of a matched run (requested from Algolia as `highlightPreTag`). */
export const HIGHLIGHT_PRE = '<ɵ>';
/** End of a matched run (`highlightPostTag`). */
export const HIGHLIGHT_POST = '</ɵ>';

export interface HighlightPart {
  text: string;
  marked: boolean;
}

/**
 * Splits sentinel-marked text into parts. Unbalanced sentinels are tolerated (an unclosed run is
 * marked to the end; a stray end sentinel is dropped). Everything else — including `<`, `>` and
 * `&` — stays literal text.
 */
export function highlightParts(value: string | null | undefined): HighlightPart[] {
  if (!value) return [];
  const parts: HighlightPart[] = [];
  let marked = false;
  let rest = value;
  const push = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  while (rest) {
    const sentinel = marked ? HIGHLIGHT_POST : HIGHLIGHT_PRE;
    const stray = marked ? HIGHLIGHT_PRE : HIGHLIGHT_POST;
    const at = rest.indexOf(sentinel);
    const chunk = (at === -1 ? rest : rest.slice(0, at)).split(stray).join('');
    push(chunk);
    if (at === -1) break;
    rest = rest.slice(at + sentinel.length);
    marked = !marked;
  }
  return parts;
}

/** The text without highlight sentinels. */
export function stripHighlight(value: string | null | undefined): string {
  return highlightParts(value)
    .map((part) => part.text)
    .join('');
}

/** Wraps `text` in sentinels. */
export function mark(text: string): string {
  return `${HIGHLIGHT_PRE}${text}${HIGHLIGHT_POST}`;
}
