// The embedded search engine: MiniSearch over the search records (chosen by tests/perf/search-engines.ts),
// ranked the way a developer expects (issue 22; measured by tests/unit/search/relevance.ts):
// - every record is indexed with its page title (a section of 'Pipes' matches 'pipe'), its own text,
//   its parent headings and its other names (aliases from redirects and the curated list);
// - words are stemmed (terms.ts); code names also count as their words (HttpClient: 'http client');
//   stop words never include Angular's keywords (for, if, let, defer, switch…);
// - query synonyms (synonyms.ts) widen a phrase to its equivalents;
// - one hit per page: the page's best record (the section to show under it);
// - pages are ordered by: exact name (the query is the page's name: `inject` before `Inject`, then
//   either before names that only contain it), then how many of the query's words a record matches,
//   then the text score, with guides ahead of reference for a concept query (not a code name).
// Prefix matching on the last word, typo tolerance only when exact matching finds too little.
// Returns hits in the Algolia DocSearch shape with sentinel snippets, so the dialog handles both
// backends alike. Pure (no fetch, no DOM): unit-tested in Node over the real records.
import MiniSearch, { type Query, type SearchOptions, type SearchResult as MiniResult } from 'minisearch';
import type { HitLevel, RawHit, SnippetValue } from '../types.ts';
import { hierarchyOf, ownText, pageUrlOf, parentText, titleText, type LocalRecord } from './local-records.ts';
import { highlightValue, matcherFor, snippetValue } from './snippet.ts';
import { SYNONYM_GROUPS } from './synonyms.ts';
import { identifierWords, processTerm } from './terms.ts';

/** Pages listed for a query (one hit each). */
export const MAX_HITS = 20;

/**
 * Words too common to rank anything (left out of a query that has other words). Never Angular's
 * template keywords: `for`, `if`, `else`, `let`, `defer`, `switch`, `case` stay searchable.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'from', 'how', 'i', 'in', 'is', 'it', 'my', 'of', 'on', 'or',
  'should', 'the', 'this', 'to', 'what', 'with', 'you', 'your',
]);

interface IndexedDoc {
  id: number;
  title: string;
  own: string;
  parents: string;
  aliases: string;
}

/** Ranking: a page title match first, then headings, then prose (on equal text relevance). */
const TYPE_BOOST: Record<string, number> = { lvl1: 1.6, lvl2: 1.3, lvl3: 1.2, lvl4: 1.1, lvl5: 1.1, lvl6: 1.1, content: 1 };
/** Field weights: the record's own text, its page's title, its other names, its parent headings. */
const FIELD_BOOST = { own: 2, title: 1.5, aliases: 1.5, parents: 0.6 };
/** Score factor of guides and tutorials for a concept query (no code name in it). */
export const CONCEPT_GUIDE_BOOST = 1.6;

/** Splits a query into words as the index does. */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().match(/[\p{L}\p{N}_$]+/gu) ?? [];
}

/** A code name: one identifier (`inject`, `HttpClient`, `NG0100`), maybe with `()`. */
const NAME = /^[A-Za-z_$][\w$]*$/;
const normalized = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** One word of the query with its synonym phrases: a record matches the slot through any alternative. */
interface Slot {
  alternatives: string[][];
}

/** The query's slots: each significant word, or a synonym phrase with its equivalents. */
function querySlots(words: string[]): Slot[] {
  const processed = words.map(processTerm);
  const groups = SYNONYM_GROUPS.map((group) => group.map((phrase) => queryTerms(phrase)));
  const slots: Slot[] = [];
  const significant = words.some((w) => !STOP_WORDS.has(w));
  for (let i = 0; i < words.length; ) {
    let best: { length: number; group: string[][] } | undefined;
    for (const group of groups) {
      for (const phrase of group) {
        const n = phrase.length;
        if (n > (best?.length ?? 0) && i + n <= words.length && phrase.every((w, k) => processTerm(w) === processed[i + k])) best = { length: n, group };
      }
    }
    if (best) {
      const alternatives = best.group.map((phrase) => phrase.filter((w) => !STOP_WORDS.has(w)));
      slots.push({ alternatives: alternatives.filter((a) => a.length) });
      i += best.length;
      continue;
    }
    if (!(significant && STOP_WORDS.has(words[i]))) slots.push({ alternatives: [[words[i]]] });
    i++;
  }
  return slots;
}

/**
 * The MiniSearch query of the slots: all of them (AND) or any (OR); prefix matching on the last one
 * when it is not a word of the index (the reader is still typing it).
 */
function slotsQuery(slots: Slot[], combineWith: 'AND' | 'OR', known: (term: string) => boolean): Query {
  const prefix = (term: string) => term.length >= 2 && !known(term);
  return {
    combineWith,
    queries: slots.map((slot, i) => {
      const options: SearchOptions = i === slots.length - 1 ? { prefix } : { prefix: false };
      const alternatives = slot.alternatives.map((words) => (words.length === 1 ? words[0] : { combineWith: 'AND' as const, queries: words }));
      return alternatives.length === 1 && typeof alternatives[0] === 'string'
        ? { ...options, queries: [alternatives[0]] }
        : { ...options, combineWith: 'OR' as const, queries: alternatives };
    }),
  };
}

export interface RankedPage extends PageCandidate {
  /** 2: the query is the page's name, 1: the same but for letter case, 0: no. */
  exact: number;
  /** The text score, with the guide factor of a concept query. */
  rankScore: number;
}

interface PageCandidate {
  page: string;
  /** The record shown (its best section). */
  best: MiniResult;
  bestOwnMatch: boolean;
  /** The page's title matches as many of the query's slots as its best record. */
  titleCovers: boolean;
  score: number;
  covered: number;
  stage: number;
}

export class LocalSearchEngine {
  readonly #records: LocalRecord[] = [];
  /** Page record id by page URL. */
  readonly #pages = new Map<string, number>();
  /** Every term in the index: a query word that is one is complete (no prefix expansion) and spelt right (no typo matching). */
  readonly #vocabulary = new Set<string>();
  readonly #index = new MiniSearch<IndexedDoc>({
    fields: ['title', 'own', 'parents', 'aliases'],
    storeFields: [],
    processTerm: (term) => {
      const processed = processTerm(term);
      this.#vocabulary.add(processed);
      return processed;
    },
    searchOptions: {
      processTerm,
      boost: FIELD_BOOST,
      prefix: false,
      // Typo tolerance for words the index does not have: one edit from 4 characters, two from 8.
      fuzzy: (term) => (term.length >= 4 && !this.#vocabulary.has(term) ? 0.25 : false),
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
      if (record.type === 'lvl1') this.#pages.set(record.url, id);
      const title = titleText(record);
      const own = ownText(record);
      // A code name also counts as its words (HttpClient: http, client), in the title and headings.
      const titleWords = NAME.test(title) ? identifierWords(title) : '';
      const ownWords = record.type !== 'content' && NAME.test(own.replace(/\(\)$/, '')) ? identifierWords(own.replace(/\(\)$/, '')) : '';
      return {
        id,
        // A page record's own text is its title: not counted twice.
        title: record.type === 'lvl1' ? '' : titleWords ? `${title} ${titleWords}` : title,
        own: ownWords ? `${own} ${ownWords}` : own,
        parents: parentText(record),
        aliases: record.aliases ?? '',
      };
    });
  }

  /** How exactly the query names a page: 2 same name (case too), 1 same name but for case, 0 no. */
  #exactness(query: string, pageId: number | undefined): number {
    if (pageId === undefined) return 0;
    const record = this.#records[pageId];
    const title = titleText(record);
    const last = record.url.slice(record.url.lastIndexOf('/') + 1);
    const name = query.replace(/\(\)$/, '');
    if (NAME.test(name)) {
      if (title === name || last === name) return 2;
      const lower = name.toLowerCase();
      if (title.toLowerCase() === lower || last.toLowerCase() === lower) return 1;
      // A lifecycle method names its interface: ngOnInit → OnInit.
      return /^ng[A-Z]/.test(name) && title === name.slice(2) ? 1 : 0;
    }
    // Several words: the page's title, or its code name's words ('http client': HttpClient).
    const words = normalized(query);
    if (!words.includes(' ')) return 0;
    if (normalized(title) === words) return 1;
    return NAME.test(title) && normalized(identifierWords(title)) === words ? 1 : 0;
  }

  /** Up to `limit` hits, one per page, best first (see the ranking above). */
  search(query: string, limit = MAX_HITS): RawHit[] {
    const { ranked, terms } = this.explain(query, limit);
    return ranked.map((c) => {
      const pageId = this.#pages.get(c.page);
      // The query names the page, or its title matches as much as any section: the page itself is the result.
      const result = (c.bestOwnMatch && !c.exact && !c.titleCovers) || pageId === undefined ? c.best : { ...c.best, id: pageId };
      return this.#hit(this.#records[result.id as number], c.best.terms, terms);
    });
  }

  /** The ranked pages of a query with what ranked them (the benchmark prints it for misses). */
  explain(query: string, limit = MAX_HITS): { ranked: RankedPage[]; terms: string[] } {
    const raw = query.trim();
    const words = queryTerms(raw);
    const slots = querySlots(words);
    if (slots.length === 0) return { ranked: [], terms: [] };
    const slotTerms = slots.map((slot) => new Set(slot.alternatives.flat().map(processTerm)));
    const isName = NAME.test(raw.replace(/\(\)$/, '')) && /[A-Z]|\d/.test(raw);

    const candidates = new Map<string, PageCandidate>();
    const consider = (results: MiniResult[], stage: number) => {
      for (const result of results) {
        const record = this.#records[result.id as number];
        const page = pageUrlOf(record.url);
        // Slots this record matches (its page title is part of it).
        const matched = new Set(result.queryTerms);
        let covered = 0;
        for (const terms of slotTerms) if ([...terms].some((t) => matched.has(t))) covered++;
        const ownMatch = Object.values(result.match).some((fields) => fields.includes('own') || fields.includes('aliases'));
        const current = candidates.get(page);
        const isPage = record.type === 'lvl1';
        if (!current) {
          candidates.set(page, { page, best: result, bestOwnMatch: ownMatch, titleCovers: isPage, score: result.score, covered, stage });
          continue;
        }
        if (stage > current.stage) continue;
        current.score = Math.max(current.score, result.score);
        // The section shown: the best-scoring record whose own text matched (results come best first).
        if (covered > current.covered || (ownMatch && !current.bestOwnMatch && covered >= current.covered)) {
          current.best = result;
          current.bestOwnMatch = ownMatch;
        }
        if (covered > current.covered) current.titleCovers = false;
        current.covered = Math.max(current.covered, covered);
        if (isPage && covered >= current.covered) current.titleCovers = true;
      }
    };
    // Cheapest first: every slot, exact and prefix; typo-tolerant matching (the costly part on a
    // large index) only when that finds too few pages, and any slot only after that.
    const known = (term: string) => this.#vocabulary.has(term);
    const allKnown = slots.every((slot) => slot.alternatives.some((words) => words.every((w) => known(processTerm(w)))));
    consider(this.#index.search(slotsQuery(slots, 'AND', known), { fuzzy: false }), 0);
    if (candidates.size < limit && !allKnown) consider(this.#index.search(slotsQuery(slots, 'AND', known)), 1);
    if (candidates.size < limit && slots.length > 1) {
      consider(this.#index.search(slotsQuery(slots, 'OR', known), { fuzzy: false }), 2);
      if (candidates.size < limit && !allKnown) consider(this.#index.search(slotsQuery(slots, 'OR', known)), 3);
    }

    const exact = new Map<string, number>();
    for (const page of candidates.keys()) exact.set(page, this.#exactness(raw, this.#pages.get(page)));
    // A concept query: no code name in it, and it names no reference page.
    const concept = !isName && ![...candidates.keys()].some((page) => exact.get(page)! > 0 && this.#category(page) === 'Reference');
    const ranked = [...candidates.values()].map((c) => ({
      ...c,
      exact: exact.get(c.page)!,
      rankScore: c.score * (concept && this.#category(c.page) !== 'Reference' ? CONCEPT_GUIDE_BOOST : 1),
    }));
    ranked.sort(
      (a, b) =>
        b.exact - a.exact ||
        a.stage - b.stage ||
        b.covered - a.covered ||
        b.rankScore - a.rankScore ||
        a.page.split('/').length - b.page.split('/').length,
    );
    return { ranked: ranked.slice(0, limit), terms: slots.flatMap((slot) => slot.alternatives[0]) };
  }

  #category(page: string): string {
    const id = this.#pages.get(page);
    return id === undefined ? '' : (this.#records[id].levels[0] ?? '');
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
