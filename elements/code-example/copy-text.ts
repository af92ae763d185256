/** What the copy logic needs to know about one rendered line. */
export interface CopyLine {
  /** The line's text content (line numbers, diff signs and prompts are CSS, so never part of it). */
  readonly text: string;
  /** The line's classes (`remove`, `add`, `prompt`, `highlighted`, `docs-code-gap`…). */
  readonly classes: readonly string[];
}

/** Class of the '...' marker lines the element inserts for hidden ranges. */
export const GAP_CLASS = 'docs-code-gap';

/**
 * The text to copy for a file: every line except removed diff lines and gap markers, joined by
 * '\n'. A `$ ` left at the start of a prompt line (raw markup written by hand) is dropped too.
 */
export function copyText(lines: readonly CopyLine[]): string {
  return lines
    .filter((line) => !line.classes.includes('remove') && !line.classes.includes(GAP_CLASS))
    .map((line) => (line.classes.includes('prompt') ? line.text.replace(/^\$ /, '') : line.text))
    .join('\n');
}

/** The page URL without its fragment, plus `#id`. */
export function anchorUrl(href: string, id: string): string {
  const hash = href.indexOf('#');
  return `${hash === -1 ? href : href.slice(0, hash)}#${id}`;
}

/** `${base}/${path}` without doubled slashes; '' when either is empty. */
export function sourceUrl(base: string | null | undefined, path: string | null | undefined): string {
  if (!base || !path) return '';
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
