// The embedded search engine: MiniSearch over the search records (chosen by tests/perf/search-engines.ts),
// ranked the way a developer expects (issue 22; measured by tests/unit/search/relevance.ts):
// - every record counts with its page title (a section of 'Pipes' about transforms matches 'pipe
//   transform'): the title is
//   indexed once, on the page record, and its matches join each record's at query time; a record is
//   indexed with its own text, its parent headings and its other names (aliases from redirects and
//   the curated list);
// - words are stemmed (terms.ts); code names also count as their words (HttpClient: 'http client');
//   stop words never include Angular's keywords (for, if, let, defer, switch…);
// - query synonyms (synonyms.ts) widen a phrase to its equivalents;
// - one hit per page: the page's best record (the section to show under it);
// - pages are ordered by: exact name (the query is the page's name: `inject` before `Inject`, then
//   either before names that only contain it), then the text score times how many of the query's
//   words a record matches (issue 28, third round: strongly, not absolutely), with guides ahead of
//   reference for a concept query (not a code name).
// Each query word is searched once; prefix matching (the last word) and typo tolerance only for a word
// the index does not have.
// Returns hits in the Algolia DocSearch shape with sentinel snippets, so the dialog handles both
// backends alike. Pure (no fetch, no DOM): unit-tested in Node over the real records.
import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import type { HitLevel, RawHit, SnippetValue } from '../types.ts';
import { pageUrlOf, type LocalRecord } from '../../../isomorphic/search/local-index.ts';
import { searchCategoryOf, type SearchFilter } from '../../../isomorphic/search/category.ts';
import { hierarchyOf, ownText, parentText, titleText } from './local-records.ts';
import { highlightValue, matcherFor, snippetValue } from './snippet.ts';
import { SYNONYM_GROUPS } from '../../../isomorphic/search/synonyms.ts';
import { identifierWords, processTerm } from './terms.ts';

/** How many pages match a query in each filter. */
export type FilterCounts = Record<SearchFilter, number>;

/** Pages listed for a query (one hit each). */
export const MAX_HITS = 20;

/**
 * Words too common to rank anything (left out of a query that has other words). Never Angular's
 * template keywords: `for`, `if`, `else`, `let`, `defer`, `switch`, `case` stay searchable.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'my',
  'of',
  'on',
  'or',
  'should',
  'the',
  'this',
  'to',
  'what',
  'with',
  'you',
  'your',
]);

interface IndexedDoc {
  id: number;
  /** A page's title or a heading's text. */
  own: string;
  /** A prose block's text. */
  text: string;
  parents: string;
  aliases: string;
}

/** Ranking: a page title match first, then headings, then prose (on equal text relevance). */
const TYPE_BOOST: Record<string, number> = { lvl1: 1.6, lvl2: 1.3, lvl3: 1.2, lvl4: 1.1, lvl5: 1.1, lvl6: 1.1, content: 1 };
/**
 * Field weights: a title's or heading's own text, a prose block's text, its other names, its parent
 * headings. Prose weighs less than a heading (issue 28: a paragraph that mentions the query's words
 * in passing ranked level with a section titled by them).
 */
const FIELD_BOOST = { own: 2, text: 1.25, aliases: 1.5, parents: 0.6 };
/** Weight of the page title's match in the score of each record of the page (the title as a field of every record). */
const TITLE_WEIGHT = 0.7;
/** Score factor of guides for a concept query (no code name in it); not reference pages, not tutorial steps. */
export const CONCEPT_GUIDE_BOOST = 1.6;

/** Score factor of a page whose title (or other names) has every required word of the query. */
export const TITLE_COVERS_BOOST = 1.5;

/** Weight, in the choice of a page's section, of a query word its title has. */
const TITLE_WORD_IN_SECTION = 0.25;

/** Category (lvl0) of tutorial pages in the records (content/pipeline/projects.ts TUTORIALS_CATEGORY). */
const TUTORIALS = 'Tutorials';

/** Splits a query into words as the index does. */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().match(/[\p{L}\p{N}_$]+/gu) ?? [];
}

/** A code name: one identifier (`inject`, `HttpClient`, `NG0100`), maybe with `()`. */
const NAME = /^[A-Za-z_$][\w$]*$/;
const depth = (page: string) => page.split('/').length;
const normalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Angular keywords that are also common English words: searchable in titles, headings and other
 * names (`@for`, `@if`, `@let` …), not in prose, where nearly every paragraph has them. In a query
 * with other words they are optional: they rank, they do not filter.
 */
export const WEAK_WORDS: ReadonlySet<string> = new Set(['for', 'if', 'else', 'let', 'no', 'not']);

/** One word of the query with its synonym phrases: a record matches the slot through any alternative. */
interface Slot {
  alternatives: string[][];
  /** A weak word in a query with other words: it ranks, it does not filter. */
  optional: boolean;
}

/** The query's slots: each significant word, or a synonym phrase with its equivalents. */
function querySlots(words: string[]): Slot[] {
  const processed = words.map(processTerm);
  const groups = SYNONYM_GROUPS.map((group) => group.map((phrase) => queryTerms(phrase)));
  const slots: Slot[] = [];
  const significant = words.some((w) => !STOP_WORDS.has(w));
  for (let i = 0; i < words.length;) {
    let best: { length: number; group: string[][] } | undefined;
    for (const group of groups) {
      for (const phrase of group) {
        const n = phrase.length;
        if (n > (best?.length ?? 0) && i + n <= words.length && phrase.every((w, k) => processTerm(w) === processed[i + k])) best = { length: n, group };
      }
    }
    if (best) {
      const alternatives = best.group.map((phrase) => phrase.filter((w) => !STOP_WORDS.has(w)));
      slots.push({ alternatives: alternatives.filter((a) => a.length), optional: false });
      i += best.length;
      continue;
    }
    // An error code without its prefix ('0100') is also the code (NG0100).
    const alternatives = /^\d{3,5}$/.test(words[i]) ? [[words[i]], [`ng${words[i]}`]] : [[words[i]]];
    if (!(significant && STOP_WORDS.has(words[i]))) slots.push({ alternatives, optional: WEAK_WORDS.has(words[i]) });
    i++;
  }
  if (slots.every((slot) => slot.optional)) for (const slot of slots) slot.optional = false;
  return slots;
}

/**
 * The longest index term a word the index does not have starts with, when it is most of the word
 * (at least 5 letters and 3/5 of it): the stem of a misspelt derived word ('interpolaton' →
 * 'interpol', 'configuraton' → 'configur'). Undefined when the index has the word or no such term.
 */
export function misspeltStem(term: string, known: (term: string) => boolean): string | undefined {
  if (term.length < 7 || !/^[a-z]+$/.test(term) || known(term)) return undefined;
  for (let end = term.length - 1; end >= Math.max(5, Math.ceil(term.length * 0.6)); end--) {
    const prefix = term.slice(0, end);
    if (known(prefix) && processTerm(prefix) === prefix) return prefix;
  }
  return undefined;
}

/**
 * A query as written in code, read as the name it uses: type arguments go (`signal<string>()` →
 * `signal`, `EventEmitter<Map<string, number>>` → `EventEmitter`), and a call names its
 * function (`provideRouter(routes)`, `inject(HttpClient)` → `provideRouter`, `inject`).
 */
export function codeQuery(query: string): string {
  let text = query.trim();
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/([\w$])<[^<>]*>/g, '$1');
  }
  return text.replace(/^([A-Za-z_$][\w$]*)\(.*\)$/s, '$1');
}

/**
 * A binding written as in a template with its target's kind (`[class.active]`, `[style.width.px]`,
 * `[attr.aria-label]`): the query is about that kind of binding. Its words: the kind and 'binding'
 * (required) and the target's names (they rank, they do not filter: guides show other names).
 */
export function bindingWords(query: string): { required: string[]; optional: string[] } | undefined {
  const match = /^\[(attr|class|style)\.([^\]\s]+)\]$/i.exec(query.trim());
  if (!match) return undefined;
  const required = [match[1].toLowerCase(), 'binding'];
  return { required, optional: queryTerms(match[2]).filter((word) => !required.includes(word)) };
}

/**
 * Template syntax whose own name is the reader's, read as what it is (issue 28, fourth round): an event
 * binding (`(keydown.escape)`, `(window:resize)`, `(submit)`) is about events, a template reference
 * variable (`#searchBox`) about template reference variables. Its words: the kind (required) and the
 * names in it (they rank, they do not filter: an event's or a variable's name is often in no heading).
 */
export function syntaxWords(query: string): { required: string[]; optional: string[] } | undefined {
  const text = query.trim();
  const event = /^\((?:(window|document|body):)?([a-z][\w-]*(?:\.[\w-]+)*)\)$/i.exec(text);
  if (event) {
    const optional = queryTerms(`${event[1] ?? ''} ${event[2]}`).filter((word) => word !== 'event');
    return { required: ['event'], optional };
  }
  const reference = /^#([A-Za-z_$][\w$]*)$/.exec(text);
  if (reference) {
    const required = ['template', 'reference', 'variable'];
    const name = reference[1];
    return { required, optional: queryTerms(identifierWords(name) || name).filter((word) => !required.includes(word)) };
  }
  return undefined;
}

/**
 * A pipe as used in a template (`| date`, `| currency:'EUR'`, `|async`): its name, which the reference
 * entry of its class gives as its pipe name (`number` is DecimalPipe's).
 */
export function pipeName(query: string): string | undefined {
  return /^\|\s*([A-Za-z_$][\w$]*)\s*(?::.*)?$/s.exec(query.trim())?.[1];
}

/**
 * A block written with the words after it (`@else if`, `@defer (on viewport)`): the block's name
 * (`@else`); a one-token block query is its own name.
 */
export function blockName(query: string): string | undefined {
  return /^(@[a-z]+)(?:\s|$)/i.exec(query.trim())?.[1];
}

/**
 * The query as template syntax written with its punctuation (`@if`, `ng-template`, `[(ngModel)]`,
 * `(click)`): one token with punctuation that is not a code name (`inject()`, `$localize` are names).
 */
export function syntaxName(query: string): string | undefined {
  const text = query.trim();
  if (text.length < 2 || /\s/.test(text) || !/[^\w$]/.test(text) || NAME.test(text.replace(/\(\)$/, ''))) return undefined;
  return /[\p{L}\p{N}]/u.test(text) ? text : undefined;
}

/**
 * A CLI command written with its options (`ng build --configuration production`, `ng serve --port
 * 4300`, `ng g c --skip-tests`): the command (the words before the first option, normalized: 'ng
 * build') and the options' names ('configuration', 'port'). Undefined when the query is not `ng`,
 * command words, then at least one option (a value after an option is its value).
 */
export function cliWithOptions(query: string): { command: string; options: string[] } | undefined {
  const tokens = query.trim().split(/\s+/);
  if (tokens[0]?.toLowerCase() !== 'ng') return undefined;
  const first = tokens.findIndex((token) => token.startsWith('-'));
  if (first < 2) return undefined;
  const command = tokens.slice(0, first).join(' ');
  if (!/^ng( [a-z][\w-]*)+$/i.test(command)) return undefined;
  const options = tokens
    .slice(first)
    .filter((token) => token.startsWith('-'))
    .map((token) => normalized(token.replace(/=.*$/, '')))
    .filter(Boolean);
  return options.length ? { command: normalized(command), options } : undefined;
}

/** Does a heading name the syntax as written (not inside a longer name: `@if` is not in `@if-else`, `ng-template` not in `ng-templates`)? */
export function namesSyntax(heading: string, syntax: string): boolean {
  const lower = heading.toLowerCase();
  const target = syntax.toLowerCase();
  for (let at = lower.indexOf(target); at >= 0; at = lower.indexOf(target, at + 1)) {
    const before = lower[at - 1];
    const after = lower[at + target.length];
    if ((before === undefined || !/[\w@$.-]/.test(before)) && (after === undefined || !/[\w-]/.test(after))) return true;
  }
  return false;
}

/** The MiniSearch query of one slot: any of its alternatives (a phrase: all of its words). */
function slotQuery(slot: Slot): Query {
  const alternatives = slot.alternatives.map((words) => (words.length === 1 ? words[0] : { combineWith: 'AND' as const, queries: words }));
  return { combineWith: 'OR', queries: alternatives };
}

/** One record's match of one slot: its score and the index terms it matched, with their fields. */
interface SlotResult {
  id: number;
  /** The slot (index in the query's slots). */
  slot: number;
  score: number;
  match: Record<string, string[]>;
}

/** What #slotResults reads of MiniSearch 7.2 (not in its typings). */
interface MiniSearchInternals {
  executeQuery?(query: Query, options: SearchOptions): Map<number, { score: number; terms: string[]; match: Record<string, string[]> }>;
  _documentIds?: Map<number, unknown>;
}

/** A record's match over the whole query. */
interface RecordMatch {
  id: number;
  /** Its page's record id. */
  pageId: number;
  score: number;
  /** Its own text score (before its page title's joins it). */
  raw: number;
  /** Slots it matches (bit i: slot i), by itself. */
  slots: number;
  /** Required slots it matches with its page title's. */
  covered: number;
  /** MiniSearch's results for it (one per slot it matches). */
  results: SlotResult[];
  /** Its own text (or other names) matched, not only its parent headings (computed when needed). */
  own?: boolean;
}

export interface RankedPage {
  page: string;
  pageId: number;
  /** The record shown (its best section). */
  best: RecordMatch;
  /** The page's title matches as many of the query's slots as its best record. */
  titleCovers: boolean;
  /** The section's heading names the query better than the page title: the hit opens at the section. */
  sectionFirst?: boolean;
  score: number;
  covered: number;
  /** 2: the query is the page's name, 1: the same but for letter case (or its words), 0: no. */
  exact: number;
  /** Syntax queries: how often the page's title (2) and headings (1 each) name the syntax as written (guides only). */
  teaches?: number;
  /** The text score, with the guide factor of a concept query. */
  rankScore: number;
  /** The record the hit opens at when the page is the query's exact name (a CLI command's option). */
  opens?: RecordMatch;
  depth: number;
}

const OWN_FIELDS = new Set(['own', 'text', 'aliases']);

export class LocalSearchEngine {
  readonly #records: LocalRecord[] = [];
  /** Page record id by page URL. */
  readonly #pages = new Map<string, number>();
  /** Page record id of each record (-1: its page is unknown). */
  readonly #pageOf: number[] = [];
  /** Every term in the index: a query word that is one is complete (no prefix expansion) and spelt right (no typo matching). */
  readonly #vocabulary = new Set<string>();
  /** The records of each block's reference entry (a Reference page titled `@for`, `@defer` …), by page record id. */
  readonly #blockEntries = new Map<number, number[]>();
  readonly #index = new MiniSearch<IndexedDoc>({
    fields: ['own', 'text', 'parents', 'aliases'],
    storeFields: [],
    processTerm: (term, field) => {
      const processed = processTerm(term);
      if (field === 'text' && WEAK_WORDS.has(processed)) return null;
      this.#vocabulary.add(processed);
      return processed;
    },
    searchOptions: {
      processTerm,
      boost: FIELD_BOOST,
      prefix: false,
      fuzzy: false,
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
      this.#pageOf[id] = this.#pages.get(pageUrlOf(record.url)) ?? -1;
      const pageId = this.#pageOf[id];
      if (pageId >= 0 && record.levels[0] === 'Reference' && titleText(this.#records[pageId]).startsWith('@')) {
        const entry = this.#blockEntries.get(pageId);
        if (entry) entry.push(id);
        else this.#blockEntries.set(pageId, [id]);
      }
      const own = ownText(record);
      const prose = record.type === 'content';
      // A code name also counts as its words (HttpClient: http, client), in titles and headings.
      const name = own.replace(/\(\)$/, '');
      const ownWords = !prose && NAME.test(name) ? identifierWords(name) : '';
      return {
        id,
        own: prose ? '' : ownWords ? `${own} ${ownWords}` : own,
        text: prose ? own : '',
        parents: parentText(record),
        aliases: record.aliases ?? '',
      };
    });
  }

  /** How exactly the query names a page: 2 same name (case too), 1 same name but for case, 0 no. */
  #exactness(query: string, words: string, pageId: number): number {
    const record = this.#records[pageId];
    const title = titleText(record);
    const last = record.url.slice(record.url.lastIndexOf('/') + 1);
    const name = query.replace(/\(\)$/, '');
    // A name written with its punctuation (`@if`, `ng-template`, `$localize`): the page of that name.
    if (/[^\w\s]/.test(name) && name.length > 1) {
      if (title === name || last === name) return 2;
      if (title.toLowerCase() === name.toLowerCase()) return 1;
    }
    // A CLI command by one of its short forms (`ng g c` for `ng generate component`: the page's other names).
    if (record.aliases && /^ng /.test(words) && record.aliases.split('\n').some((alias) => normalized(alias) === words)) return 1;
    if (NAME.test(name)) {
      if (title === name || last === name) return 2;
      const lower = name.toLowerCase();
      if (title.toLowerCase() === lower || last.toLowerCase() === lower) return 1;
      // A lifecycle method names its interface: ngOnInit → OnInit.
      return /^ng[A-Z]/.test(name) && title === name.slice(2) ? 1 : 0;
    }
    // Several words: the page's title (or its main name, before a subtitle after ':' or a dash:
    // 'Form logic: disabled, hidden, …'), or its code name's words ('http client': HttpClient).
    if (!words.includes(' ')) return 0;
    const main = title.split(/:\s| [—–-] /, 1)[0]!;
    if (main !== title && normalized(main) === words) return 1;
    if (title.length < words.length - 4 || title.length > words.length + 4) return 0;
    if (normalized(title) === words) return 1;
    return NAME.test(title) && normalized(identifierWords(title)) === words ? 1 : 0;
  }

  /** Up to `limit` hits, one per page, best first (see the ranking above). */
  search(query: string, limit = MAX_HITS): RawHit[] {
    return this.searchFiltered(query, 'all', limit).hits;
  }

  /**
   * The hits of one filter (a category, or all), and how many pages match the query in each filter
   * (the dialog's chips): the first `limit` pages of the category in the order of all of them.
   */
  searchFiltered(query: string, filter: SearchFilter = 'all', limit = MAX_HITS): { hits: RawHit[]; counts: FilterCounts } {
    const { ranked, terms, counts } = this.explain(query, limit, filter);
    const hits = ranked.map((c) => {
      // The query names the page, or its title matches as much as any section: the page itself is the result.
      // A guide teaching a syntax opens where it names it first (its top when its title does).
      const id = c.opens
        ? c.opens.id
        : c.teaches || (this.#own(c.best) && !c.exact && (!c.titleCovers || c.sectionFirst)) || c.pageId < 0
          ? c.best.id
          : c.pageId;
      const matched = [c.best, ...(c.best.id === c.pageId ? [] : [this.#lastMatches.get(c.pageId)])].flatMap((m) =>
        (m?.results ?? []).flatMap((r) => Object.keys(r.match)),
      );
      return this.#hit(this.#records[id], matched, terms);
    });
    return { hits, counts };
  }

  /** The ranked pages of a query with what ranked them (the benchmark prints it for misses). */
  explain(query: string, limit = MAX_HITS, filter: SearchFilter = 'all'): { ranked: RankedPage[]; terms: string[]; counts: FilterCounts } {
    const raw = codeQuery(query);
    const binding = bindingWords(raw) ?? syntaxWords(raw);
    const words = binding ? [...binding.required, ...binding.optional] : queryTerms(raw);
    const slots = querySlots(words);
    if (binding) for (const slot of slots) if (slot.alternatives.every((a) => a.every((w) => binding.optional.includes(w)))) slot.optional = true;
    slots.splice(30);
    const counts: FilterCounts = { all: 0, guides: 0, tutorials: 0, api: 0, cli: 0, errors: 0 };
    if (slots.length === 0) return { ranked: [], terms: [], counts };
    const isName = NAME.test(raw.replace(/\(\)$/, '')) && /[A-Z]|\d/.test(raw);
    const known = (term: string) => this.#vocabulary.has(term);
    // A misspelt word also matches the longest index term it starts with ('interpolaton': interpol):
    // a stem can be shorter than the word by more edits than typo tolerance allows.
    for (const slot of slots) {
      if (slot.alternatives.length !== 1 || slot.alternatives[0].length !== 1) continue;
      const stem = misspeltStem(processTerm(slot.alternatives[0][0]), known);
      if (stem) slot.alternatives.push([stem]);
    }
    // A camelCase name (`hostDirectives`, `allowedHosts`) that no guide's heading has as written is also its
    // words: guides spell a member in words in their headings ('Add host directives to a component').
    const camel = isName && /^[a-z]/.test(raw) && slots.length === 1 ? identifierWords(raw.replace(/\(\)$/, '')) : '';
    const spelt = camel && !this.#guideHeadingHas(slots[0].alternatives[0][0]) ? camel : '';
    if (spelt) slots[0].alternatives.push(queryTerms(spelt));

    // Each slot is searched once: its exact words; prefix matching for the last word when the index
    // does not have it (the reader is still typing it); typo tolerance for a word the index does not
    // have (one edit from 4 characters, two from 8). Then the matches are combined per record.
    const matches = new Map<number, RecordMatch>();
    this.#lastMatches = matches;
    let required = 0;
    /** Records matching each slot (how common its words are: the section choice weighs rare words above common ones). */
    const slotCounts: number[] = [];
    slots.forEach((slot, i) => {
      if (!slot.optional) required |= 1 << i;
      const last = i === slots.length - 1;
      const results = this.#slotResults(
        slotQuery(slot),
        {
          prefix: (term) => last && term.length >= 2 && !known(term),
          fuzzy: (term) => (term.length >= 4 && !known(term) ? 0.25 : false),
          // A word being typed ('interpol' → interpolation) counts more than a spelling it resembles
          // ('interop'): MiniSearch's defaults weigh typo matches above prefix matches.
          weights: { prefix: 0.5, fuzzy: 0.2 },
        },
        i,
      );
      const bit = 1 << i;
      slotCounts[i] = results.length;
      for (const result of results) {
        const id = result.id;
        const match = matches.get(id);
        if (match) {
          match.raw += result.score;
          match.slots |= bit;
          match.results.push(result);
        } else {
          matches.set(id, { id, pageId: this.#pageOf[id], score: 0, raw: result.score, slots: bit, covered: 0, results: [result] });
        }
      }
    });
    // The words of a camelCase name only stand for it in a heading that spells it ('Add host directives
    // to a component'): a record that has neither the name as written nor that heading does not match
    // ('visibleBikes' is not any text with 'visible' and 'bikes' in it).
    if (spelt) {
      const words = new Set(queryTerms(spelt).map(processTerm));
      const phrase = ` ${normalized(spelt)} `;
      for (const [id, match] of matches) {
        // Matched by a term other than the spelt words: the name itself (or its typo or prefix matches).
        if (match.results.some((result) => Object.keys(result.match).some((term) => !words.has(term)))) continue;
        const record = this.#records[match.id];
        if (record.type !== 'content' && ` ${normalized(ownText(record))} `.includes(phrase)) continue;
        matches.delete(id);
      }
    }

    // One candidate per page: its best record (most slots, then own text matched, then score).
    const candidates = new Map<number, RankedPage>();
    const bits = (n: number) => {
      let count = 0;
      for (; n; n &= n - 1) count++;
      return count;
    };
    for (const match of matches.values()) {
      // The page title is a field of every record: its matches join the record's.
      const title = match.pageId === match.id ? undefined : matches.get(match.pageId);
      match.covered = bits((match.slots | (title?.slots ?? 0)) & required);
      match.score = (match.raw + (title ? TITLE_WEIGHT * title.raw : 0)) * (match.covered || 0.5);
      const isPage = match.pageId === match.id;
      const current = candidates.get(match.pageId);
      if (!current) {
        candidates.set(match.pageId, {
          page: '',
          pageId: match.pageId,
          best: match,
          titleCovers: isPage,
          score: match.score,
          covered: match.covered,
          exact: 0,
          rankScore: 0,
          depth: 0,
        });
        continue;
      }
      const best = current.best;
      if (match.covered > best.covered || (match.covered === best.covered && this.#better(match, best))) current.best = match;
      if (match.score > current.score) current.score = match.score;
      if (match.covered > current.covered) {
        current.covered = match.covered;
        current.titleCovers = false;
      }
      if (isPage && match.covered >= current.covered) current.titleCovers = true;
    }

    const queryWords = normalized(raw);
    for (const c of candidates.values()) {
      const record = this.#records[c.pageId] ?? this.#records[c.best.id];
      c.page = pageUrlOf(record.url);
      c.depth = depth(c.page);
      // A tutorial step titled like the query ('Property binding') is a lesson on the way, not the
      // place that explains the subject: it never counts as the page the query names.
      c.exact = c.pageId < 0 || this.#category(c.pageId) === TUTORIALS ? 0 : this.#exactness(raw, queryWords, c.pageId);
    }
    // A pipe as used (`| date`): the reference entry whose pipe name it is (the record after its 'Pipe name').
    const pipe = pipeName(raw)?.toLowerCase();
    if (pipe) {
      for (const match of matches.values()) {
        const record = this.#records[match.id];
        const label = this.#records[match.id - 1];
        if (record.type !== 'content' || ownText(record).trim().toLowerCase() !== pipe || !label || this.#pageOf[match.id - 1] !== match.pageId) continue;
        const c = candidates.get(match.pageId);
        if (c && ownText(label).trim().toLowerCase() === 'pipe name' && this.#category(match.pageId) === 'Reference') c.exact = 2;
      }
    }
    // A CLI command with options (`ng build --configuration production`): the command's page is the one
    // the query names, opened at the first option it documents.
    const cli = cliWithOptions(raw);
    if (cli) {
      for (const c of candidates.values()) {
        if (c.pageId < 0 || c.exact || searchCategoryOf(c.page, this.#category(c.pageId)) !== 'cli') continue;
        const record = this.#records[c.pageId];
        const names = [titleText(record), ...(record.aliases?.split('\n') ?? [])].map(normalized);
        if (!names.includes(cli.command)) continue;
        c.exact = 1;
        for (const match of matches.values()) {
          if (match.pageId !== c.pageId || match.id === c.pageId) continue;
          const own = this.#records[match.id];
          if (own.type === 'content' || !cli.options.includes(normalized(ownText(own)))) continue;
          if (!c.opens || match.id < c.opens.id) c.opens = match;
        }
      }
    }
    // A concept query: no code name in it, and it names no reference page.
    const concept = !isName && ![...candidates.values()].some((c) => c.exact > 0 && this.#category(c.pageId) === 'Reference');
    // A code name no page is named after (a member: `useFactory`, `hostDirectives`): a guide with a
    // section titled by it explains it; the reference pages that have it as a member only list it.
    const member = isName && ![...candidates.values()].some((c) => c.exact > 0);
    // Release pages (/events/…) summarise many features in passing: they are not the guide of any one.
    const guidePage = (pageId: number, page: string) => !['Reference', TUTORIALS].includes(this.#category(pageId)) && !/^\/?events\//.test(page);
    const guide = (c: RankedPage) => guidePage(c.pageId, c.page);
    // Template syntax as written (`@if`, `ng-template`): the guide that teaches it names it in its title
    // or its headings; it ranks with the reference entry of that name, before it, the page whose title
    // names it first, then the one with more headings naming it.
    const syntax = syntaxName(raw);
    const block = blockName(raw);
    if (syntax || block) {
      const teaching = syntax ? this.#teaching(matches.values(), syntax) : new Map<number, { count: number; first: RecordMatch }>();
      // A sub-block (`@empty`, `@placeholder`, `@else if`) that no heading names: the blocks whose reference
      // entry names it (`@for`, `@defer`, `@if`) are what it is part of; their guides and entries rank for it.
      const taught = [...teaching.keys()].some((pageId) => guidePage(pageId, pageUrlOf(this.#records[pageId].url)));
      const parents = block && !taught ? this.#parentBlocks(block) : [];
      for (const parent of parents) {
        const entry = candidates.get(parent) ?? this.#candidate(candidates, parent);
        entry.exact = 2;
        const name = titleText(this.#records[parent]);
        const records = this.#slotResults(slotQuery({ alternatives: [queryTerms(name)], optional: false }), {});
        const found = records.map((result) => this.#asMatch(matches, result.id, result.score));
        for (const [pageId, teaches] of this.#teaching(found, name)) {
          const seen = teaching.get(pageId);
          if (seen && teaches.count <= seen.count) continue;
          // It opens where it names the sub-block (the query's words, so the hit keeps its snippet), else at
          // the section the query's words matched best, else at its top.
          let first: RecordMatch | undefined;
          for (const match of matches.values()) {
            if (match.pageId === pageId && namesSyntax(ownText(this.#records[match.id]), block!) && (!first || match.id < first.id)) first = match;
          }
          teaching.set(pageId, { count: teaches.count, first: first ?? candidates.get(pageId)?.best ?? this.#asMatch(matches, pageId) });
        }
      }
      for (const [pageId, teaches] of teaching) {
        const c = candidates.get(pageId) ?? this.#candidate(candidates, pageId, teaches.first);
        if (!guide(c)) continue;
        c.exact = 2;
        c.teaches = teaches.count;
        c.best = teaches.first;
      }
    }
    // A member name no page is named after, spelt in words by a heading: the guide explains it there.
    const spells = new Set<number>();
    if (spelt && member) {
      const phrase = ` ${normalized(spelt)} `;
      for (const match of matches.values()) {
        const record = this.#records[match.id];
        const c = candidates.get(match.pageId);
        if (!c || record.type === 'content' || !` ${normalized(ownText(record))} `.includes(phrase)) continue;
        if (!guide(c)) continue;
        if (!spells.has(c.pageId) || match.id < c.best.id) c.best = match;
        spells.add(c.pageId);
        // It ranks before the reference pages that only list the member, and opens at that heading.
        c.exact = 1;
        c.teaches = 1;
      }
    }
    const aboutPages = new Set<string>();
    for (const c of candidates.values()) {
      // A page about the query (its title alone has every word) before pages that mention it in a section.
      const title = c.pageId >= 0 ? matches.get(c.pageId) : undefined;
      const about = title !== undefined && (title.slots & required) === required;
      const explains = concept || (member && this.#records[c.best.id]?.type !== 'content' && this.#own(c.best)) || spells.has(c.pageId);
      c.rankScore = c.score * (explains && guide(c) ? CONCEPT_GUIDE_BOOST : 1) * (about ? TITLE_COVERS_BOOST : 1);
      if (about) aboutPages.add(c.page);
    }
    // Of the pages about the query, the one whose subpages are about it too is the overview of the topic.
    for (const c of candidates.values()) {
      if (!aboutPages.has(c.page)) continue;
      for (const other of aboutPages) {
        if (other.startsWith(`${c.page}/`)) {
          c.rankScore *= TITLE_COVERS_BOOST;
          break;
        }
      }
    }
    const coverageRank = (c: RankedPage) => c.rankScore * (c.covered || 0.5);
    const ranked = [...candidates.values()].sort(
      (a, b) =>
        b.exact - a.exact ||
        // Syntax: the guides that teach it, before its reference entry.
        (b.teaches ?? 0) - (a.teaches ?? 0) ||
        // Pages of the same name: the main package's first (`@angular/core` before `@angular/core/testing`).
        (a.exact ? a.depth - b.depth : 0) ||
        // Coverage weighs twice (the score is already per covered word), not absolutely: a page whose
        // heading or title names most of the query's words can pass one whose prose has them all.
        coverageRank(b) - coverageRank(a) ||
        a.depth - b.depth,
    );
    const kept: RankedPage[] = [];
    for (const c of ranked) {
      const category = searchCategoryOf(c.page, this.#category(c.pageId));
      counts[category]++;
      counts.all++;
      if ((filter === 'all' || filter === category) && kept.length < limit) kept.push(c);
    }
    this.#chooseSections(kept, matches, words, slotCounts, required);
    return { ranked: kept, terms: slots.flatMap((slot) => slot.alternatives[0]), counts };
  }

  /** Does a guide's title or heading have the word as written (not only its prose or a reference page)? */
  #guideHeadingHas(word: string): boolean {
    return this.#slotResults(word, {}).some(({ id, match }) => {
      const pageId = this.#pageOf[id];
      if (this.#records[id].type === 'content' || pageId < 0 || ['Reference', TUTORIALS].includes(this.#category(pageId))) return false;
      return Object.values(match).some((fields) => fields.includes('own'));
    });
  }

  /** The pages whose title (2) or headings (1 each) name the syntax as written, with the first record that does (records are in page order). */
  #teaching(found: Iterable<RecordMatch>, syntax: string): Map<number, { count: number; first: RecordMatch }> {
    const teaching = new Map<number, { count: number; first: RecordMatch }>();
    for (const match of found) {
      const record = this.#records[match.id];
      if (record.type === 'content' || match.pageId < 0 || !namesSyntax(ownText(record), syntax)) continue;
      const seen = teaching.get(match.pageId);
      const count = (seen?.count ?? 0) + (match.id === match.pageId ? 2 : 1);
      teaching.set(match.pageId, { count, first: !seen || match.id < seen.first.id ? match : seen.first });
    }
    return teaching;
  }

  /** The blocks (their reference entries' page ids) whose entry names a block that has no entry of its own (`@empty`: `@for`). */
  #parentBlocks(block: string): number[] {
    const parents: number[] = [];
    for (const [pageId, ids] of this.#blockEntries) {
      if (titleText(this.#records[pageId]).toLowerCase() === block.toLowerCase()) return [];
      if (ids.some((id) => id !== pageId && namesSyntax(ownText(this.#records[id]), block))) parents.push(pageId);
    }
    return parents;
  }

  /** A record's match of the query, or an empty one for a record the query's words do not match (found by another rule). */
  #asMatch(matches: Map<number, RecordMatch>, id: number, score = 0): RecordMatch {
    return matches.get(id) ?? { id, pageId: this.#pageOf[id], score, raw: 0, slots: 0, covered: 0, results: [] };
  }

  /** A candidate page that the query's words do not match (found by a syntax rule). */
  #candidate(candidates: Map<number, RankedPage>, pageId: number, best?: RecordMatch): RankedPage {
    const record = this.#records[pageId];
    const page = pageUrlOf(record.url);
    const c: RankedPage = {
      page,
      pageId,
      best: best ?? this.#asMatch(new Map(), pageId),
      titleCovers: false,
      score: 0,
      covered: 0,
      exact: 0,
      rankScore: 0,
      depth: depth(page),
    };
    candidates.set(pageId, c);
    return c;
  }

  /**
   * The records matching one slot, unsorted. MiniSearch's `search` sorts and copies every result; a
   * common word matches a large share of the index, so its unsorted query result is read directly
   * (MiniSearch 7's `executeQuery`, same scores: score × matched terms), with `search` as the fallback.
   */
  #slotResults(query: Query, options: SearchOptions, slot = -1): SlotResult[] {
    const index = this.#index as unknown as MiniSearchInternals;
    if (typeof index.executeQuery !== 'function' || !(index._documentIds instanceof Map)) {
      return this.#index.search(query, options).map((r) => ({ id: r.id as number, slot, score: r.score, match: r.match }));
    }
    const out: SlotResult[] = [];
    for (const [short, { score, terms, match }] of index.executeQuery(query, options)) {
      out.push({ id: index._documentIds.get(short) as number, slot, score: score * (terms.length || 1), match });
    }
    return out;
  }

  /**
   * The section each page opens at: the one whose heading and text best match the query. Each query
   * word counts by how rare it is in the index (log N/df), twice in the section's own heading, once
   * in its text, half in the headings above it; two adjacent query words written as one code name in
   * a heading ('to signal': `toSignal`) count as a rare word of the heading. A section whose heading
   * has every word the page title matches, and fewer other words, names the query better than the
   * title: the hit opens there even when the title covers the query ('bind attribute').
   */
  #chooseSections(pages: RankedPage[], matches: Map<number, RecordMatch>, words: string[], slotCounts: number[], required: number): void {
    const wanted = new Map<number, RankedPage>();
    for (const c of pages) if (c.pageId >= 0 && !c.exact) wanted.set(c.pageId, c);
    if (!wanted.size) return;
    const total = this.#records.length;
    const weight = slotCounts.map((count) => Math.log(1 + total / (1 + count)));
    const significant = words.filter((w) => !STOP_WORDS.has(w) || words.every((x) => STOP_WORDS.has(x)));
    const queryTermSet = new Set(significant.map(processTerm));
    // Adjacent words as one code name, when the index has it.
    const compounds = new Map<string, number>();
    for (let i = 0; i + 1 < words.length; i++) {
      const term = `${words[i]}${words[i + 1]}`;
      if (!this.#vocabulary.has(processTerm(term)) || compounds.has(term)) continue;
      const count = this.#slotResults(term, {}).length;
      compounds.set(term, Math.log(1 + total / (1 + count)));
    }
    // The matched records of each wanted page, by section (its URL).
    const sections = new Map<number, Map<string, RecordMatch[]>>();
    for (const match of matches.values()) {
      if (match.id === match.pageId || !wanted.has(match.pageId)) continue;
      let bySection = sections.get(match.pageId);
      if (!bySection) sections.set(match.pageId, (bySection = new Map()));
      const url = this.#records[match.id].url;
      const list = bySection.get(url);
      if (list) list.push(match);
      else bySection.set(url, [match]);
    }
    const otherWords = (text: string) => queryTerms(text).filter((w) => !STOP_WORDS.has(w) && !queryTermSet.has(processTerm(w))).length;
    for (const [pageId, bySection] of sections) {
      const c = wanted.get(pageId)!;
      const titleMatch = matches.get(pageId);
      const titleSlots = (titleMatch?.slots ?? 0) & required;
      let best: { score: number; record: RecordMatch; headingSlots: number; heading?: LocalRecord; others: number } | undefined;
      for (const list of bySection.values()) {
        const factors = new Map<number, number>();
        let headingSlots = 0;
        let heading: LocalRecord | undefined;
        let compound = 0;
        for (const match of list) {
          const record = this.#records[match.id];
          const isHeading = record.type !== 'content';
          if (isHeading) heading = record;
          for (const result of match.results) {
            const fields = new Set(Object.values(result.match).flat());
            const own = [...fields].some((field) => OWN_FIELDS.has(field));
            const factor = own ? (isHeading ? 2 : 1) : 0.5;
            if (isHeading) headingSlots |= 1 << result.slot;
            if (factor > (factors.get(result.slot) ?? 0)) factors.set(result.slot, factor);
          }
        }
        if (heading && compounds.size) {
          const headingWords = new Set(queryTerms(ownText(heading)));
          for (const [term, w] of compounds) if (headingWords.has(term)) compound += 2 * w;
        }
        let score = compound;
        // A word the page title has says nothing about which section: it counts a quarter.
        for (const [slot, factor] of factors) score += factor * (weight[slot] ?? 0) * (titleSlots & (1 << slot) ? TITLE_WORD_IN_SECTION : 1);
        const others = heading ? otherWords(ownText(heading)) : Infinity;
        const holdsBest = list.includes(c.best);
        const record = holdsBest ? c.best : list.reduce((a, b) => (b.covered > a.covered || (b.covered === a.covered && this.#better(b, a)) ? b : a));
        const tie = best !== undefined && Math.abs(score - best.score) < 1e-9;
        // On a tie, the more specific heading (fewer other words), then the section of the page's best record.
        if (!best || score > best.score || (tie && (others < best.others || (others === best.others && holdsBest))))
          best = { score, record, headingSlots, heading, others };
      }
      if (!best) continue;
      c.best = best.record;
      const heading = best.heading;
      c.sectionFirst =
        heading !== undefined &&
        (best.headingSlots & required & titleSlots) === titleSlots &&
        (best.headingSlots & required) !== 0 &&
        best.others < otherWords(titleText(heading));
    }
  }

  /** The matches of the last query (for the hits' highlights). */
  #lastMatches = new Map<number, RecordMatch>();

  /** Did the record match by its own text (or other names), not only by its parent headings? */
  #own(match: RecordMatch): boolean {
    match.own ??= match.results.some((result) => Object.values(result.match).some((fields) => fields.some((field) => OWN_FIELDS.has(field))));
    return match.own;
  }

  /** Of two records matching as many slots: the one matched by its own text, then the higher score. */
  #better(a: RecordMatch, b: RecordMatch): boolean {
    if (a.score <= b.score && this.#own(b)) return false;
    const ownA = this.#own(a);
    const ownB = this.#own(b);
    return ownA !== ownB ? ownA : a.score > b.score;
  }

  #category(pageId: number): string {
    return pageId < 0 ? '' : (this.#records[pageId].levels[0] ?? '');
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
