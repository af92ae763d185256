// The embedded search engine: MiniSearch over the search records (chosen by tests/perf/search-engines.ts).
// Prefix matching on every term, typo tolerance on terms of 4+ characters; returns hits in the
// Algolia DocSearch shape with sentinel snippets, so the dialog handles both backends alike.
// Pure (no fetch, no DOM): unit-tested in Node over the real records.
import MiniSearch, { type SearchOptions, type SearchResult as MiniResult } from 'minisearch';
import type { HitLevel, RawHit, SnippetValue } from '../types.ts';
import { hierarchyOf, ownText, parentText, type LocalRecord } from './local-records.ts';
import { highlightValue, matcherFor, snippetValue } from './snippet.ts';
import { processTerm } from './terms.ts';

export const MAX_HITS = 20;

/** Words too common to rank anything (left out of a query that has other words). */
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'this', 'to', 'with', 'you', 'your']);

interface IndexedDoc {
  id: number;
  own: string;
  parents: string;
}

/** Ranking: a page title match first, then headings, then prose (on equal text relevance). */
const TYPE_BOOST: Record<string, number> = { lvl1: 2, lvl2: 1.3, lvl3: 1.2, lvl4: 1.1, lvl5: 1.1, lvl6: 1.1, content: 1 };

/** Splits a query into terms as MiniSearch does. */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
}

export class LocalSearchEngine {
  readonly #records: LocalRecord[] = [];
  readonly #index = new MiniSearch<IndexedDoc>({
    fields: ['own', 'parents'],
    storeFields: [],
    processTerm,
    searchOptions: {
      boost: { own: 3, parents: 0.5 },
      // Prefix matching for the word being typed (the last one, 2+ characters): expanding every
      // short term of a long query is what makes a large index slow.
      prefix: (term, i, terms) => i === terms.length - 1 && term.length >= 2,
      // Typo tolerance: one edit from 4 characters, two from 8.
      fuzzy: (term) => (term.length >= 4 ? 0.25 : false),
      maxFuzzy: 2,
      boostDocument: (id) => TYPE_BOOST[this.#records[id as number]?.type] ?? 1,
    },
  });

  constructor(records: readonly LocalRecord[] = []) {
    this.add(records);
  }

  get size(): number {
    return this.#records.length;
  }

  /** Adds records (e.g. the content shard after the headings shard). */
  add(records: readonly LocalRecord[]): void {
    this.#index.addAll(this.#docs(records));
  }

  /** Adds records in chunks, yielding to the page between them (a large shard never blocks input). */
  async addAsync(records: readonly LocalRecord[], chunkSize = 500): Promise<void> {
    await this.#index.addAllAsync(this.#docs(records), { chunkSize });
  }

  #docs(records: readonly LocalRecord[]): IndexedDoc[] {
    return records.map((record) => {
      const id = this.#records.push(record) - 1;
      return { id, own: ownText(record), parents: parentText(record) };
    });
  }

  /** Up to {@link MAX_HITS} hits: records matching every term first, then those matching some. */
  search(query: string, limit = MAX_HITS): RawHit[] {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    // Words like 'the' match nearly every record: they are left out of a query that has other words
    // (scoring them costs most of the time on a large index and ranks nothing).
    const significant = terms.filter((term) => !STOP_WORDS.has(term));
    const text = (significant.length ? significant : terms).join(' ');
    // Cheapest first: exact and prefix matches of every term; typo-tolerant matching (the costly
    // part on a large index) only when those do not fill the list, and any term only after that.
    let results: MiniResult[] = this.#index.search(text, { combineWith: 'AND', fuzzy: false });
    const more = (options: SearchOptions) => {
      if (results.length >= limit) return;
      const seen = new Set(results.map((r) => r.id));
      results = results.concat(this.#index.search(text, options).filter((r) => !seen.has(r.id)));
    };
    more({ combineWith: 'AND' });
    if (terms.length > 1) {
      more({ combineWith: 'OR', fuzzy: false });
      more({ combineWith: 'OR' });
    }
    return results.slice(0, limit).map((result) => this.#hit(this.#records[result.id as number], result.terms, terms));
  }

  #hit(record: LocalRecord, matchedTerms: string[], terms: string[]): RawHit {
    const matches = matcherFor(matchedTerms, terms);
    const hierarchy = hierarchyOf(record);
    const snippets: Partial<Record<HitLevel, SnippetValue>> = {};
    for (const level of ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const) {
      const value = hierarchy[level];
      if (value) snippets[level] = highlightValue(value, terms, matches);
    }
    const hit: RawHit = {
      objectID: record.objectID,
      url: record.url,
      type: record.type,
      content: record.content,
      hierarchy,
      _snippetResult: { hierarchy: snippets },
    };
    if (record.content) hit._snippetResult!.content = snippetValue(record.content, terms, matches);
    return hit;
  }
}
