// Lazy Prism for raw mode only: pages whose examples come pre-highlighted never load it.
import type { TokenContent } from './token-lines.ts';

interface PrismLike {
  languages: Record<string, unknown>;
  tokenize(text: string, grammar: unknown): TokenContent;
  manual?: boolean;
}

/** Our language names → Prism grammar ids. */
const GRAMMAR: Record<string, string> = {
  ts: 'typescript',
  typescript: 'typescript',
  'angular-ts': 'typescript',
  js: 'javascript',
  javascript: 'javascript',
  html: 'markup',
  'angular-html': 'markup',
  markup: 'markup',
  xml: 'markup',
  svg: 'markup',
  css: 'css',
  scss: 'scss',
  json: 'json',
  shell: 'bash',
  bash: 'bash',
  sh: 'bash',
  zsh: 'bash',
  console: 'bash',
  md: 'markdown',
  markdown: 'markdown',
  yaml: 'yaml',
  yml: 'yaml',
  diff: 'diff',
  http: 'http',
};

/** Grammars outside Prism's core (markup, css, clike, javascript), loaded on demand. */
const COMPONENTS: Record<string, () => Promise<unknown>> = {
  // @ts-expect-error -- an untyped side-effect script that extends the global Prism
  typescript: () => import('prismjs/components/prism-typescript.js'),
  // @ts-expect-error -- an untyped side-effect script that extends the global Prism
  scss: () => import('prismjs/components/prism-scss.js'),
  // @ts-expect-error -- an untyped side-effect script that extends the global Prism
  json: () => import('prismjs/components/prism-json.js'),
  // @ts-expect-error -- an untyped side-effect script that extends the global Prism
  bash: () => import('prismjs/components/prism-bash.js'),
  // @ts-expect-error -- an untyped side-effect script that extends the global Prism
  markdown: () => import('prismjs/components/prism-markdown.js'),
  // @ts-expect-error -- an untyped side-effect script that extends the global Prism
  yaml: () => import('prismjs/components/prism-yaml.js'),
  // @ts-expect-error -- an untyped side-effect script that extends the global Prism
  diff: () => import('prismjs/components/prism-diff.js'),
  // @ts-expect-error -- an untyped side-effect script that extends the global Prism
  http: () => import('prismjs/components/prism-http.js'),
};

/** The Prism grammar id for one of our language names, or null when it is not highlighted. */
export function grammarId(language: string): string | null {
  return GRAMMAR[language.toLowerCase()] ?? null;
}

let prismPromise: Promise<PrismLike> | undefined;

async function loadPrism(): Promise<PrismLike> {
  const scope = globalThis as unknown as { Prism?: Partial<PrismLike> };
  // Stop Prism from highlighting the whole document by itself when it loads.
  scope.Prism ??= {};
  scope.Prism.manual = true;
  const module = (await import('prismjs')) as unknown as { default?: PrismLike };
  const prism = (scope.Prism as PrismLike | undefined)?.tokenize ? (scope.Prism as PrismLike) : module.default;
  if (!prism?.tokenize) throw new Error('Prism did not load');
  return prism;
}

/**
 * Tokenises `code` with Prism (loaded on first use, with the grammar's component), or returns
 * null when the language has no grammar.
 */
export async function tokenize(code: string, language: string): Promise<TokenContent | null> {
  const id = grammarId(language);
  if (!id) return null;
  prismPromise ??= loadPrism();
  const prism = await prismPromise;
  if (!prism.languages[id]) await COMPONENTS[id]?.();
  const grammar = prism.languages[id];
  return grammar ? prism.tokenize(code, grammar) : null;
}
