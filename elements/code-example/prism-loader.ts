// Lazy Prism for raw mode only: pages whose examples come pre-highlighted never load it. The language
// table is the build's (isomorphic/code/language.ts); the build's Angular grammars are not loaded
// here, their base grammars stand in.
import { resolveLanguage } from '../../isomorphic/code/language.ts';
import type { TokenContent } from '../../isomorphic/code/token-lines.ts';

interface PrismLike {
  languages: Record<string, unknown>;
  tokenize(text: string, grammar: unknown): TokenContent;
  manual?: boolean;
}

/** Grammars in Prism's core bundle. */
const CORE = ['markup', 'css', 'clike', 'javascript'];

/** The build's grammars this loader does not define → the grammar used instead. */
const STAND_IN: Record<string, string> = { 'angular-ts': 'typescript', 'angular-html': 'markup' };

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

/** Whether this loader can provide a Prism grammar with this id. */
export function hasGrammar(prismLanguage: string): boolean {
  return CORE.includes(prismLanguage) || Object.hasOwn(COMPONENTS, prismLanguage);
}

/** The Prism grammar id for a language name (as authors write it or as emitted), or null when it is not highlighted. */
export function grammarId(language: string): string | null {
  const prism = resolveLanguage(language, hasGrammar).prism;
  return prism ? ((Object.hasOwn(STAND_IN, prism) ? STAND_IN[prism] : undefined) ?? prism) : null;
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
  if (!Object.hasOwn(prism.languages, id) && Object.hasOwn(COMPONENTS, id)) await COMPONENTS[id]!();
  const grammar = Object.hasOwn(prism.languages, id) ? prism.languages[id] : undefined;
  return grammar ? prism.tokenize(code, grammar) : null;
}
