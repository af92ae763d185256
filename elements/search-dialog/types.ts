// Shapes shared by the search backends, result processing, history and the dialog (spec §3).

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
}
