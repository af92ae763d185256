// Prism, loaded once per process in Node, with the languages the docs use and the Angular grammars.
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';
import { defineAngularGrammars } from './angular.ts';

const BASE_LANGUAGES = ['markup', 'css', 'clike', 'javascript', 'typescript', 'scss', 'json', 'bash', 'markdown', 'yaml', 'diff', 'http'];

let ready = false;

function ensureLoaded(): void {
  if (ready) return;
  loadLanguages.silent = true;
  const missing = BASE_LANGUAGES.filter((l) => !Prism.languages[l]);
  if (missing.length) loadLanguages(missing);
  defineAngularGrammars(Prism);
  ready = true;
}

/** The Prism grammar for a Prism language id, loading it on first use; undefined when Prism has none. */
export function grammarFor(prismLanguage: string): Prism.Grammar | undefined {
  ensureLoaded();
  if (!Prism.languages[prismLanguage]) {
    loadLanguages.silent = true;
    loadLanguages([prismLanguage]);
  }
  const grammar = Prism.languages[prismLanguage];
  return typeof grammar === 'object' && grammar !== null ? (grammar as Prism.Grammar) : undefined;
}

/** Tokenizes `code` with the grammar of `prismLanguage`. */
export function tokenize(code: string, grammar: Prism.Grammar): Array<string | Prism.Token> {
  return Prism.tokenize(code, grammar);
}

/** Whether Prism has (or can load) a grammar with this id: the build's answer for `resolveLanguage`. */
export function hasGrammar(prismLanguage: string): boolean {
  return grammarFor(prismLanguage) !== undefined;
}
