// The first mention of an API in inline code (`signal`, `inject()`, `HttpClient`) in a guide links to
// its API entry, when the name belongs to one entry only. Build time, on the lexed tokens: code spans
// already inside a link, in headings, tables of options or code blocks are left alone. Opt-out: a page
// containing `<!-- api-links: off -->` gets none; `<!-- api-links: off signal effect -->` leaves those
// names unlinked.
import type { Token, Tokens } from 'marked';

/** API names too generic to link from prose code (they are DOM/JavaScript globals too). */
export const UNLINKED_API_NAMES = new Set(['Event', 'Location', 'Navigation', 'Document']);

/**
 * Name → route of every API name documented by exactly one entry (module-qualified duplicates, such as
 * a testing module re-exporting a name, make it ambiguous and unlinked).
 */
export function unambiguousApiLinks(entries: Iterable<{ name: string; path: string }>): Record<string, string> {
  const seen = new Map<string, string | null>();
  for (const { name, path } of entries) seen.set(name, seen.has(name) ? null : path);
  const links: Record<string, string> = {};
  for (const [name, path] of seen) if (path && name.length > 2 && !UNLINKED_API_NAMES.has(name)) links[name] = path;
  return links;
}

/** Names the page opts out of (`*` for all). */
export function apiLinkOptOuts(source: string): Set<string> {
  const out = new Set<string>();
  for (const m of source.matchAll(/<!--\s*api-links:\s*off\b([^>]*?)-->/g)) {
    const names = m[1]!
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean);
    if (!names.length) out.add('*');
    for (const name of names) out.add(name);
  }
  return out;
}

const SKIPPED = new Set(['link', 'heading', 'code', 'html', 'table', 'image']);

/** The API name a code span mentions: `inject`, `inject()`, `@if`; undefined for anything else. */
export function mentionedName(code: string): string | undefined {
  const m = /^(@?[A-Za-z_$][\w$]*)(?:\(\))?$/.exec(code.trim());
  return m?.[1];
}

/** Replaces the first code span of each linkable name by a link token around it. Returns the names linked. */
export function linkFirstApiMentions(tokens: Token[], links: Readonly<Record<string, string>>, optOuts: ReadonlySet<string>): string[] {
  if (optOuts.has('*')) return [];
  const linked = new Set<string>();
  const walk = (list: Token[]) => {
    for (let i = 0; i < list.length; i++) {
      const token = list[i]!;
      if (SKIPPED.has(token.type)) continue;
      if (token.type === 'codespan') {
        const name = mentionedName((token as Tokens.Codespan).text.replace(/&amp;/g, '&'));
        if (!name || linked.has(name) || optOuts.has(name) || !Object.hasOwn(links, name)) continue;
        linked.add(name);
        list[i] = { type: 'link', raw: token.raw, href: links[name]!, title: null, text: token.raw, tokens: [token] } as Tokens.Link;
        continue;
      }
      const children = (token as { tokens?: Token[] }).tokens;
      if (children) walk(children);
      const items = (token as { items?: Token[] }).items;
      if (items) walk(items);
    }
  };
  walk(tokens);
  return [...linked];
}
