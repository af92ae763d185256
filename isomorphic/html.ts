// HTML escaping, the same on both sides (the build's renderers, the elements' markup builders).

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ATTR_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '"': '&quot;', "'": '&#39;' };

/** Escapes text for an element's content. */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => TEXT_ESCAPES[c]);
}

/** Escapes text for a double-quoted attribute value. */
export function escapeAttr(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ATTR_ESCAPES[c]);
}
