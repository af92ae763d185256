/**
 * "Used in these guides": for each API entry, the guide sections whose rendered HTML links to it (the
 * build's own link graph: the guides are rendered before the API pages). Pure: no I/O.
 */
import type { SearchPageInput } from '../search/build-records.ts';

export interface UsedInLink {
  /** 'Page title › Section title' (the page title alone for links above the first h2). */
  title: string;
  /** The guide section: '/guide/x#section' or '/guide/x'. */
  href: string;
}

/** At most this many guide sections per entry, in guide order. */
export const USED_IN_LIMIT = 12;

const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** Entry route (no leading slash, no fragment) → the guide sections linking to it. */
export function usedInIndex(pages: readonly SearchPageInput[]): Map<string, UsedInLink[]> {
  const index = new Map<string, UsedInLink[]>();
  for (const page of pages) {
    let section: { id: string; title: string } | undefined;
    const token = /<h([23])\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>|<a\b[^>]*\bhref="\/(api\/[^"#?]+)[^"]*"/g;
    for (const m of page.html.matchAll(token)) {
      if (m[1]) {
        section = { id: m[2]!, title: stripTags(m[3]!) };
        continue;
      }
      const target = decodeURI(m[4]!);
      const href = section ? `${page.url}#${section.id}` : page.url;
      const list = index.get(target) ?? [];
      if (list.some((l) => l.href === href) || list.length >= USED_IN_LIMIT) continue;
      list.push({ title: section ? `${page.title} › ${section.title}` : page.title, href });
      index.set(target, list);
    }
  }
  return index;
}
