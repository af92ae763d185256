// How the local engine turns words into index terms (shared by indexing, querying and highlighting):
// lower-cased and stemmed with the Porter algorithm (binding/bindings/bound stay apart, but
// bind/binds/binding, route/routes/routing, inject/injection, validate/validation/validators meet).
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

const STEP2: [string, string][] = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['bli', 'ble'],
  ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'],
  ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'],
  ['iviti', 'ive'], ['biliti', 'ble'], ['logi', 'log'],
];
const STEP3: [string, string][] = [['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', '']];
const STEP4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize'];

/** The Porter (1980) stem of a lower-case word. */
export function stem(word: string): string {
  if (word.length <= 2) return word;
  let w = word;
  // Step 1a: plurals.
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (!w.endsWith('ss') && w.endsWith('s')) w = w.slice(0, -1);
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
  // Steps 2–3: double suffixes.
  w = replaceSuffix(w, STEP2, 0);
  w = replaceSuffix(w, STEP3, 0);
  // Step 4: -ant, -ence, -ion (after s or t) … when m > 1.
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue;
    const rest = w.slice(0, -suffix.length);
    if (measure(rest) > 1 && (suffix !== 'ion' || /[st]$/.test(rest))) w = rest;
    break;
  }
  // Step 5: final e, double l.
  if (w.endsWith('e')) {
    const rest = w.slice(0, -1);
    const m = measure(rest);
    if (m > 1 || (m === 1 && !cvc(rest))) w = rest;
  }
  if (measure(w) > 1 && w.endsWith('ll')) w = w.slice(0, -1);
  return w;
}

/** Lower-cases and stems a word, for the index and the query alike. */
export function processTerm(term: string): string {
  const lower = term.toLowerCase();
  if (/[\d$_]/.test(lower) || !/^[a-z]+$/.test(lower)) return lower;
  return stem(lower);
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
