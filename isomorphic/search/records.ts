// The search record: what the pipeline writes (.generated/search-records.json, the Algolia push) and
// what the local index (./local-index.ts) encodes. Types only.
import type { SearchCategory } from './category.ts';

export type RecordLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type RecordType = RecordLevel | 'content';

export interface RecordHierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** One search record (Algolia DocSearch shape; spec §3 "Raw hit"). */
export interface SearchRecord {
  objectID: string;
  /** Site path, with `#anchor` for headings and for content under a heading. */
  url: string;
  /** The page's path (DocSearch `url_without_anchor`): Algolia's attribute for distinct (one result per page). */
  url_without_anchor: string;
  /** The dialog's filter category of the page (category.ts; Algolia facets on it). Optional in older record files. */
  category?: SearchCategory;
  type: RecordType;
  hierarchy: RecordHierarchy;
  /** Paragraph text for `content` records, else null. */
  content: string | null;
  /**
   * Ranking hints: heading level (1 = page), position in the page, and the page's rank (guides and
   * tutorials 1, reference 0: guides come first when the text matches as well).
   */
  weight: { level: number; position: number; pageRank: number };
  /**
   * Other names of a page or heading (page and heading records only, when it has some): the words of
   * the old URLs that redirect to it, and the curated synonyms (aliases.ts). Searchable.
   */
  aliases?: string[];
}
