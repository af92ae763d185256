// HTML escaping and small text helpers shared by the extensions.

import { escapeText } from '../../../isomorphic/html.ts';

export { escapeAttr, escapeText } from '../../../isomorphic/html.ts';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  mdash: '\u2014',
  ndash: '\u2013',
  hellip: '\u2026',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  rarr: '\u2192',
  larr: '\u2190',
};

/** Decodes numeric and the common named character references; unknown ones are left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Removes HTML tags, keeping their text. */
export function stripTags(html: string): string {
  return html.replace(/<\/?[A-Za-z][^>]*>/g, '');
}

/**
 * Percent-encodes what a URL may not contain as written (spaces, non-ASCII) without touching
 * existing escapes. Returns the input unchanged when it is malformed.
 */
export function encodeHref(href: string): string {
  try {
    return encodeURI(href).replace(/%25([0-9A-Fa-f]{2})/g, '%$1');
  } catch {
    return href;
  }
}

/** Removes the common leading indentation of the non-blank lines. */
export function dedent(text: string): string {
  const lines = text.split('\n');
  let min = Infinity;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const indent = /^[ \t]*/.exec(line)![0].length;
    if (indent < min) min = indent;
  }
  if (min === Infinity || min === 0) return text;
  return lines.map((line) => (line.trim() === '' ? '' : line.slice(min))).join('\n');
}

/** Does this href leave the site for the web (http(s) or protocol-relative)? Such links open a new window. */
export function opensNewWindow(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href);
}

/** ` target="_blank" rel="noopener"` for links that leave the site, else ''. */
export function externalLinkAttrs(href: string): string {
  return opensNewWindow(href) ? ' target="_blank" rel="noopener"' : '';
}

/** An attribute value written in the source, as element text: entities decoded, then escaped. */
export function attrToText(value: string): string {
  return escapeText(decodeEntities(value));
}
