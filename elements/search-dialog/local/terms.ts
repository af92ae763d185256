// How the local engine turns words into index terms (shared by indexing, querying and highlighting):
// lower-cased and lightly stemmed (bind/binds/binding, route/routes/routing/routed,
// validate/validation/validated, create/creating meet; provider and provide stay apart).
// Words with digits or `$` (NG0100, i18n, $event) are kept as they are.

const VOWEL = /[aeiou]/;

/** Is the letter at i a consonant (Porter: y after a consonant is a vowel)? */
function consonant(word: string, i: number): boolean {
  const c = word[i];
  if (VOWEL.test(c)) return false;
  if (c === 'y') return i === 0 || !consonant(word, i - 1);
  return true;
}

/** Porter's m: the number of vowel-consonant sequences in `stem`. */
function measure(stem: string): number {
  let m = 0;
  let i = 0;
  const n = stem.length;
  while (i < n && consonant(stem, i)) i++;
  while (i < n) {
    while (i < n && !consonant(stem, i)) i++;
    if (i >= n) break;
    while (i < n && consonant(stem, i)) i++;
    m++;
  }
  return m;
}

const hasVowel = (stem: string) => [...stem].some((_, i) => !consonant(stem, i));
const doubleConsonant = (w: string) => w.length >= 2 && w.at(-1) === w.at(-2) && consonant(w, w.length - 1);
/** consonant-vowel-consonant ending, the last not w, x or y (hop, not hoop). */
const cvc = (w: string) => {
  const n = w.length;
  return n >= 3 && consonant(w, n - 3) && !consonant(w, n - 2) && consonant(w, n - 1) && !/[wxy]/.test(w[n - 1]);
};

function replaceSuffix(word: string, rules: [string, string][], minMeasure: number): string {
  for (const [suffix, replacement] of rules) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    return measure(stem) > minMeasure ? stem + replacement : word;
  }
  return word;
}

/** Porter's step 2 for the two suffixes a reader swaps most: validation/validate, optimization/optimize. */
const DERIVED: [string, string][] = [
  ['ization', 'ize'],
  ['ation', 'ate'],
];

/**
 * British spellings as American ones, by their endings (not a list of words): -ise/-isation →
 * -ize/-ization (customise, internationalisation), -yse → -yze (analyse), -our → -or (behaviour),
 * -ogue → -og (dialogue), -tre → -ter (centre). Only where the stem before the ending is long enough
 * to be a derived word (Porter's measure), so promise, raise, your, hour and rogue stay as they are;
 * a word wrongly changed is changed alike in the index and the query, so it still meets itself.
 */
const BRITISH: [RegExp, string, number][] = [
  [/is(ation|ations|e|es|ed|ing|er|ers)$/, 'iz', 2],
  [/ys(e|es|ed|ing)$/, 'yz', 1],
  [/our(s|ed|ing)?$/, 'or', 1],
  [/ogue(s)?$/, 'og', 1],
  [/tre(s)?$/, 'ter', 1],
];

/** The American spelling of a lower-case word (see BRITISH). */
export function americanSpelling(word: string): string {
  for (const [pattern, replacement, minMeasure] of BRITISH) {
    const match = pattern.exec(word);
    if (!match) continue;
    const stem = word.slice(0, match.index);
    if (measure(stem) < minMeasure) return word;
    return `${stem}${replacement}${match[1] ?? ''}`;
  }
  return word;
}

/**
 * A light stem of a lower-case word: British spellings as American ones, Porter's (1980)
 * inflectional steps (1a plurals, 1b -ed/-ing, 1c -y, 5 final -e and -ll), -ation/-ization, and
 * Porter's step 4 for -ate alone (validate, validation → valid; configuration → configure; installation
 * → install). The other derivational steps are left out: they join words an API keeps apart
 * (provider/provide, injector/inject, directive/direct, component/compose).
 */
export function stem(word: string): string {
  if (word.length <= 2) return word;
  let w = americanSpelling(word);
  // Step 1a: plurals.
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (!w.endsWith('ss') && !w.endsWith('us') && w.endsWith('s')) w = w.slice(0, -1);
  // Step 1b: -eed, -ed, -ing.
  let cleanup = false;
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w.slice(0, -2))) {
    w = w.slice(0, -2);
    cleanup = true;
  } else if (w.endsWith('ing') && hasVowel(w.slice(0, -3))) {
    w = w.slice(0, -3);
    cleanup = true;
  }
  if (cleanup) {
    if (/(at|bl|iz)$/.test(w)) w += 'e';
    else if (doubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w) === 1 && cvc(w)) w += 'e';
  }
  // Step 1c: y → i after a vowel-containing stem.
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  w = replaceSuffix(w, DERIVED, 0);
  // Step 4, -ate only: the verb and its -ation noun meet their root (m > 1: create, update, template stay).
  w = replaceSuffix(w, [['ate', '']], 1);
  // Step 5: final e, double l.
  if (w.endsWith('e')) {
    const rest = w.slice(0, -1);
    const m = measure(rest);
    if (m > 1 || (m === 1 && !cvc(rest))) w = rest;
  }
  if (measure(w) > 1 && w.endsWith('ll')) w = w.slice(0, -1);
  return w;
}

const stems = new Map<string, string>();

/** Lower-cases and stems a word, for the index and the query alike (memoized: the vocabulary is small). */
export function processTerm(term: string): string {
  const lower = term.toLowerCase();
  let processed = stems.get(lower);
  if (processed === undefined) {
    processed = /^[a-z]+$/.test(lower) ? stem(lower) : lower;
    if (stems.size > 200_000) stems.clear();
    stems.set(lower, processed);
  }
  return processed;
}

/**
 * The words of a code name: `provideHttpClient` → 'provide Http Client', `HTTP_INTERCEPTORS` →
 * 'HTTP INTERCEPTORS', `NgOnInit` → 'Ng On Init'. Empty when the name is a single word.
 */
export function identifierWords(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean);
  return words.length > 1 ? words.join(' ') : '';
}
