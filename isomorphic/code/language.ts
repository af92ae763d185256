// Code languages: the names authors write, the name emitted (data-language, language-* class) and
// the Prism grammar used (none for plain text). One table for the build (Markdown code blocks) and
// for <docs-code-example>'s raw mode in the browser.

export interface Language {
  /** Canonical name, emitted as data-language and `language-{id}`. */
  id: string;
  /** Prism grammar id; undefined when the code is shown as plain text. */
  prism: string | undefined;
  /** Shell session: the `$` prompt is drawn by CSS. */
  shell: boolean;
}

const lang = (id: string, prism: string | undefined, shell = false): Language => ({ id, prism, shell });

const KNOWN: Record<string, Language> = {
  // TypeScript in these docs is Angular code: inline `template:` strings are highlighted as templates.
  ts: lang('ts', 'angular-ts'),
  typescript: lang('ts', 'angular-ts'),
  tsx: lang('tsx', 'typescript'),
  js: lang('js', 'javascript'),
  javascript: lang('js', 'javascript'),
  mjs: lang('js', 'javascript'),
  cjs: lang('js', 'javascript'),
  html: lang('html', 'angular-html'),
  htm: lang('html', 'angular-html'),
  'angular-html': lang('html', 'angular-html'),
  'angular-ts': lang('angular-ts', 'angular-ts'),
  css: lang('css', 'css'),
  scss: lang('scss', 'scss'),
  json: lang('json', 'json'),
  jsonc: lang('json', 'json'),
  json5: lang('json', 'json'),
  shell: lang('shell', 'bash', true),
  sh: lang('shell', 'bash', true),
  bash: lang('shell', 'bash', true),
  zsh: lang('shell', 'bash', true),
  console: lang('shell', 'bash', true),
  md: lang('md', 'markdown'),
  markdown: lang('md', 'markdown'),
  yaml: lang('yaml', 'yaml'),
  yml: lang('yaml', 'yaml'),
  diff: lang('diff', 'diff'),
  http: lang('http', 'http'),
  xml: lang('xml', 'markup'),
  svg: lang('svg', 'markup'),
  none: lang('text', undefined),
  text: lang('text', undefined),
  txt: lang('text', undefined),
  plaintext: lang('text', undefined),
  file: lang('text', undefined),
  mermaid: lang('mermaid', undefined),
};

/** Whether the side's Prism has (or can load) a grammar with this id. */
export type HasGrammar = (prismLanguage: string) => boolean;

/** An own entry of a table: names such as `constructor` or `__proto__` are not languages (issue 26). */
const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

/**
 * The language for a name written by an author. Unknown names that Prism has a grammar for
 * (`hasGrammar`) are highlighted with it; other unknown names are shown as plain text under their
 * own name.
 */
export function resolveLanguage(name: string | undefined, hasGrammar: HasGrammar = () => false): Language {
  const key = (name ?? '').trim().toLowerCase();
  if (key === '') return KNOWN.text;
  const known = own(KNOWN, key);
  if (known) return known;
  const safe = key.replace(/[^a-z0-9+#-]/g, '');
  if (safe === '') return KNOWN.text;
  return hasGrammar(safe) ? lang(safe, safe) : lang(safe, undefined);
}

const BY_EXTENSION: Record<string, string> = {
  ts: 'ts',
  mts: 'ts',
  cts: 'ts',
  js: 'js',
  mjs: 'js',
  cjs: 'js',
  html: 'html',
  css: 'css',
  scss: 'scss',
  json: 'json',
  md: 'md',
  yaml: 'yaml',
  yml: 'yaml',
  sh: 'shell',
};

/** The language of a file from its extension (ts/js → TypeScript/JavaScript, html → Angular templates, …; else text). */
export function languageForPath(path: string): Language {
  const ext = /\.([A-Za-z0-9]+)$/.exec(path)?.[1].toLowerCase() ?? '';
  return own(KNOWN, own(BY_EXTENSION, ext) ?? 'text') ?? KNOWN.text;
}
