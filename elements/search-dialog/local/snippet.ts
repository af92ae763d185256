// Snippets and highlights for the local engine, in the same shape Algolia returns
// (text with highlight sentinels, a match level), so one result pipeline serves both backends.
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from '../highlight.ts';
import type { SnippetValue } from '../types.ts';
import { identifierWords, processTerm } from './terms.ts';

/** Words of `text` and the separators between them (Unicode letters and digits make words). */
const WORD = /[\p{L}\p{N}_]+/gu;

export interface WordMatcher {
  /** Does this word match one of the query's terms (a code name: one of its words, `nullValidator` for 'validator')? */
  (word: string): boolean;
}

/** A matcher from the index terms an engine matched for a query (exact, prefix or fuzzy). */
export function matcherFor(matchedTerms: readonly string[], queryTerms: readonly string[]): WordMatcher {
  const terms = new Set(matchedTerms.map(processTerm));
  const prefixes = queryTerms.map(processTerm).filter((t) => t.length > 0);
  const one = (word: string) => {
    const term = processTerm(word);
    return terms.has(term) || prefixes.some((prefix) => term.startsWith(prefix));
  };
  return (word) => one(word) || (identifierWords(word) || '').split(' ').some((part) => part !== '' && one(part));
}

interface Token {
  text: string;
  word: boolean;
  matched: boolean;
}

function tokenize(text: string, matches: WordMatcher): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    if (m.index > last) tokens.push({ text: text.slice(last, m.index), word: false, matched: false });
    tokens.push({ text: m[0], word: true, matched: matches(m[0]) });
    last = m.index + m[0].length;
  }
  if (last < text.length) tokens.push({ text: text.slice(last), word: false, matched: false });
  return tokens;
}

function render(tokens: Token[]): string {
  return tokens.map((t) => (t.matched ? `${HIGHLIGHT_PRE}${t.text}${HIGHLIGHT_POST}` : t.text)).join('');
}

function level(tokens: Token[], queryTerms: readonly string[]): SnippetValue['matchLevel'] {
  if (!tokens.some((t) => t.matched)) return 'none';
  const words = tokens.filter((t) => t.word).flatMap((t) => [t.text, ...(identifierWords(t.text) || '').split(' ').filter(Boolean)]);
  // 'full' when every query term finds a word here; the matcher may match fuzzy terms of others.
  const all = queryTerms.every((term) => words.some((w) => processTerm(w).startsWith(processTerm(term))));
  return all ? 'full' : 'partial';
}

/** The whole value, highlighted (headings are short). */
export function highlightValue(text: string, queryTerms: readonly string[], matches: WordMatcher): SnippetValue {
  const tokens = tokenize(text, matches);
  return { value: render(tokens), matchLevel: level(tokens, queryTerms) };
}

/**
 * About `words` words of `text` around its first match, highlighted, with '…' where text was cut
 * (Algolia's snippet). Without a match, the first `words` words.
 */
export function snippetValue(text: string, queryTerms: readonly string[], matches: WordMatcher, words = 10, ellipsis = '…'): SnippetValue {
  const tokens = tokenize(text, matches);
  const wordIndexes = tokens.flatMap((t, i) => (t.word ? [i] : []));
  const matchLevel = level(tokens, queryTerms);
  if (wordIndexes.length <= words) return { value: render(tokens), matchLevel };
  const firstMatch = wordIndexes.findIndex((i) => tokens[i].matched);
  const startWord = Math.max(0, Math.min(firstMatch === -1 ? 0 : firstMatch - 2, wordIndexes.length - words));
  const endWord = startWord + words - 1;
  const from = startWord === 0 ? 0 : wordIndexes[startWord];
  const to = endWord >= wordIndexes.length - 1 ? tokens.length : wordIndexes[endWord] + 1;
  const value = `${from > 0 ? ellipsis : ''}${render(tokens.slice(from, to))}${to < tokens.length ? ellipsis : ''}`;
  return { value, matchLevel };
}
