// Heading ids: the slug rules of the content dialect, and the per-page registry that makes them unique.

/**
 * The id for a heading, from its rendered inline HTML or plain text:
 * tags dropped (the text of `<code>`, `<strong>`, `<em>`… is kept), HTML entities dropped,
 * lower-cased, each white-space character and `/` turned into `-`, then only Unicode letters
 * (with their combining marks), digits, `-` and `_` kept.
 */
export function slugify(html: string): string {
  return html
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/&(?:#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, '')
    .trim()
    .toLowerCase()
    .replace(/[\s/]/g, '-')
    .replace(/[^\p{L}\p{M}\p{Nd}_-]/gu, '');
}

/** A `{#custom-id}` suffix at the end of a heading: the whole match and the id. */
export const CUSTOM_ID = /\s*\{#([^\s{}]+)\}\s*$/;

/** Characters a custom id may use. */
export const VALID_CUSTOM_ID = /^[\p{L}\p{M}\p{Nd}_:.-]+$/u;

/**
 * Hands out unique ids within one page. A repeated generated id gets `-1`, `-2`, … (skipping
 * suffixes already taken); a custom id must be unique, `claim` returns false when it is not.
 */
export class IdRegistry {
  readonly #used = new Set<string>();
  readonly #repeats = new Map<string, number>();

  /** A unique id derived from `base` (`section` when `base` is empty). */
  unique(base: string): string {
    const root = base === '' ? 'section' : base;
    if (!this.#used.has(root)) {
      this.#used.add(root);
      return root;
    }
    let n = this.#repeats.get(root) ?? 0;
    let id: string;
    do {
      n += 1;
      id = `${root}-${n}`;
    } while (this.#used.has(id));
    this.#repeats.set(root, n);
    this.#used.add(id);
    return id;
  }

  /** Reserves an author-chosen id; false when the page already uses it. */
  claim(id: string): boolean {
    if (this.#used.has(id)) return false;
    this.#used.add(id);
    return true;
  }
}
