// Search records in the Algolia DocSearch shape, built from rendered page fragments.
// Pure (no file system): `buildSearchRecords` takes a generic list of pages, so any section of the
// site (docs, reference, tutorials…) plugs in by handing over its rendered HTML.
import { decodeEntities, stripTags } from '../markdown/escape.ts';
import type { RecordHierarchy, RecordLevel, SearchRecord } from '../../../isomorphic/search/records.ts';
import { searchCategoryOf } from '../../../isomorphic/search/category.ts';

/** A rendered page handed to the record builder. */
export interface SearchPageInput {
  /** Site path of the page, e.g. '/essentials/signals'. */
  url: string;
  /** Top-level category (lvl0): 'Docs', 'Tutorials', 'Reference', … */
  category: string;
  /** Page title (lvl1). */
  title: string;
  /** The page's HTML fragment. */
  html: string;
  /** Other names of the page its section knows (e.g. a CLI command's short forms: 'ng g c'). */
  aliases?: readonly string[];
}

/** Longest content text kept per record (characters); longer paragraphs are cut at a word. */
export const MAX_CONTENT_LENGTH = 600;

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Plain text of an HTML snippet: tags removed, entities decoded, white space collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(stripTags(html)).replace(/\s+/g, ' ').trim();
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max);
  const space = slice.lastIndexOf(' ');
  return `${space > max * 0.6 ? slice.slice(0, space) : slice}…`;
}

/**
 * Removes the parts of a fragment that are not searchable prose: the page header (title and edit
 * link, the title is lvl1), code examples, scripts, styles, iframes and comments.
 */
/**
 * Marks a region that is not searchable text: lists that name many pages in passing (the API changes
 * of a major), whose words would outrank the pages they name. The region holds no nested <div>.
 */
export const SEARCH_SKIP_ATTR = 'data-search="skip"';

function searchableHtml(html: string): string {
  return html
    .replace(/<div data-search="skip">[\s\S]*?<\/div>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template|iframe)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<docs-code-example\b[\s\S]*?<\/docs-code-example>/gi, ' ')
    .replace(/<pre\b[\s\S]*?<\/pre>/gi, ' ')
    .replace(/<a class="docs-edit-link"[\s\S]*?<\/a>/g, ' ')
    .replace(/<h1\b[\s\S]*?<\/h1>/gi, ' ');
}

// A heading with an id, or a block of prose. Nested lists: an item's text stops at its first
// nested closing tag, the rest becomes the next block — every word is still indexed once.
const BLOCK = /<(h[2-6])\b([^>]*)>([\s\S]*?)<\/\1>|<(p|li|dt|dd|td|th|figcaption|blockquote)\b[^>]*>([\s\S]*?)<\/\4>/gi;
const ID_ATTR = /\bid="([^"]*)"/;

/** Guides and tutorials rank 1, the reference (API, CLI, errors) 0. */
export function pageRankOf(category: string): number {
  return category === 'Reference' ? 0 : 1;
}

/** The records of one page: the page (lvl1), each h2–h6 with an id, and each prose block. */
export function pageRecords(page: SearchPageInput): SearchRecord[] {
  const title = page.title.trim() || page.url;
  const hierarchy: RecordHierarchy = {
    lvl0: page.category,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const pageRank = pageRankOf(page.category);
  const base = { url_without_anchor: page.url, category: searchCategoryOf(page.url, page.category) };
  const records: SearchRecord[] = [
    {
      objectID: page.url,
      url: page.url,
      ...base,
      type: 'lvl1',
      hierarchy: { ...hierarchy },
      content: null,
      weight: { level: 1, position: 0, pageRank },
      ...(page.aliases?.length ? { aliases: [...page.aliases] } : {}),
    },
  ];
  let anchorUrl = page.url;
  let level = 1;
  let position = 0;
  const seenContent = new Set<string>();

  for (const match of searchableHtml(page.html).matchAll(BLOCK)) {
    position++;
    if (match[1]) {
      const depth = Number(match[1][1]);
      const id = ID_ATTR.exec(match[2])?.[1];
      const text = htmlToText(match[3]);
      if (!id || !text) continue;
      const key = `lvl${depth}` as RecordLevel;
      hierarchy[key as 'lvl2'] = text;
      for (const deeper of LEVELS) if (Number(deeper[3]) > depth) hierarchy[deeper] = null;
      anchorUrl = `${page.url}#${decodeEntities(id)}`;
      level = depth;
      seenContent.clear();
      records.push({
        objectID: anchorUrl,
        url: anchorUrl,
        ...base,
        type: key,
        hierarchy: { ...hierarchy },
        content: null,
        weight: { level, position, pageRank },
      });
      continue;
    }
    const text = cut(htmlToText(match[5]), MAX_CONTENT_LENGTH);
    if (text.length < 2 || seenContent.has(text)) continue;
    seenContent.add(text);
    records.push({
      objectID: `${anchorUrl}~${position}`,
      url: anchorUrl,
      ...base,
      type: 'content',
      hierarchy: { ...hierarchy },
      content: text,
      weight: { level: level + 1, position, pageRank },
    });
  }
  return records;
}

/** The records of every page, in page order. Throws on two pages with the same URL. */
export function buildSearchRecords(pages: readonly SearchPageInput[]): SearchRecord[] {
  const urls = new Set<string>();
  const records: SearchRecord[] = [];
  for (const page of pages) {
    if (urls.has(page.url)) throw new Error(`Search records: two pages have the URL ${page.url}`);
    urls.add(page.url);
    records.push(...pageRecords(page));
  }
  return records;
}

/** Sets the `aliases` of page and heading records from other names by record URL (path, or path#heading-id). */
export function applyAliases(records: SearchRecord[], aliases: ReadonlyMap<string, readonly string[]>): SearchRecord[] {
  for (const record of records) {
    const names = record.type === 'content' ? undefined : aliases.get(record.url);
    if (names?.length) record.aliases = [...new Set([...(record.aliases ?? []), ...names])];
  }
  return records;
}
