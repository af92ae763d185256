// Shapes shared by the search backends, result processing, history and the dialog (spec §3).
import type { SearchFilter } from '../../isomorphic/search/category.ts';

export type { SearchCategory, SearchFilter } from '../../isomorphic/search/category.ts';

export type HitLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export type Hierarchy = Partial<Record<HitLevel, string | null>>;

/** A snippet or highlight of one attribute: text with highlight sentinels (see highlight.ts). */
export interface SnippetValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

/** A raw hit as a backend returns it (Algolia DocSearch shape). Every field is untrusted. */
export interface RawHit {
  objectID: string;
  url?: unknown;
  type?: unknown;
  content?: string | null;
  hierarchy?: Hierarchy;
  _snippetResult?: {
    hierarchy?: Partial<Record<HitLevel, SnippetValue>>;
    content?: SnippetValue;
  };
}

/**
 * A result the dialog lists (spec §3). The `…Html` fields hold text with highlight sentinels,
 * not HTML: they are rendered as text nodes plus <mark> elements, never parsed.
 */
export interface SearchResult {
  id: string;
  type: 'code' | 'doc';
  url: string;
  /** The page title. */
  labelHtml: string | null;
  subLabelHtml: string | null;
  /**
   * The section of the page the result opens (its most specific heading), shown under the page
   * title; null when the result is the page itself. Optional: older history items have none.
   */
  sectionHtml?: string | null;
  contentHtml: string | null;
  /** Only for the Reference category: the package of an API page, e.g. '@angular/core'. */
  package?: string;
  category: string | null;
}

/** A history item (spec §3). Labels are plain text (sentinels removed before saving). */
export interface HistoryItem {
  id: string;
  labelHtml: string;
  subLabelHtml: string | null;
  url: string;
  isFavorite: boolean;
  createdAt: number;
}

/** What the dialog searches through: the local engine or Algolia. */
export interface SearchBackend {
  /** Name shown in the 'Search by' credit. */
  readonly provider: string;
  /** Starts loading what the first search needs (index files, client); safe to call many times. */
  prepare(): Promise<void>;
  /** Hits for a non-empty query, best first. Rejects on failure (the dialog then shows nothing). */
  search(query: string): Promise<RawHit[]>;
  /**
   * Hits of one filter (category) and the number of matching pages per filter, for the dialog's
   * filter chips. Optional: without it the dialog filters and counts the hits of `search`.
   */
  searchFiltered?(query: string, filter: SearchFilter): Promise<FilteredHits>;
}

/** What `searchFiltered` answers: the hits of the filter, best first, and the count of each filter. */
export interface FilteredHits {
  hits: RawHit[];
  counts: Partial<Record<SearchFilter, number>>;
}
