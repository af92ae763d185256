/**
 * A page's description for `<meta name="description">` and llms.txt, written from the page itself:
 * the first paragraph of real prose in its rendered fragment, trimmed. Pure string work on the HTML
 * the pipeline wrote, so the shell's resolvers (every route's `meta`) and scripts/postbuild.ts
 * (llms.txt) describe a page the same way.
 */

/** Longest description we emit; search engines show about this much. */
export const DESCRIPTION_MAX = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Trims prose to at most `max` characters, at a word boundary, with an ellipsis when cut. */
export function trimDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.(–—-]+$/, '')}…`;
}

/**
 * The page's description, written from the page itself: the text of the first paragraph of a
 * rendered fragment that has real prose (not inside a code example, callout header or card), trimmed.
 * `undefined` when the fragment has no paragraph.
 */
export function descriptionFromHtml(html: string, max = DESCRIPTION_MAX): string | undefined {
  // Code examples and previews never describe a page: drop them first.
  const body = html
    .replace(/<docs-code-example[\s\S]*?<\/docs-code-example>/g, ' ')
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<header[\s\S]*?<\/header>/g, ' ')
    // Alerts (TL;DR, notes) are asides, not the page's own opening.
    .replace(/<div class="docs-alert[^"]*"[^>]*>[\s\S]*?<\/div>/g, ' ');
  for (const match of body.matchAll(/<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/g)) {
    const text = decodeEntities(match[1]!.replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim();
    if (text.split(' ').length >= 4) return trimDescription(text, max);
  }
  return undefined;
}
