/**
 * Compiles a playground project to browser modules: every `.ts` file goes through TypeScript's
 * `transpileModule` (legacy decorators, as Angular's JIT needs) with the JIT transform; relative
 * imports are rewritten to tokens the preview harness swaps for blob URLs. Pure (no DOM): it runs in
 * the compile worker and in Node unit tests. `ts` is passed in.
 */
import type * as TS from 'typescript';
import { ENTRY_FILE, resolveRelative, type ProjectFiles } from './files.ts';
import { createJitTransformer } from './jit-transform.ts';

export interface CompiledModule {
  path: string;
  code: string;
  /** Project paths this module imports. */
  deps: string[];
}

export interface CompileResult {
  /** Dependencies before dependents; the entry module last. */
  modules: CompiledModule[];
  entry: string;
  /** Human-readable problems (syntax errors, missing files, import cycles). Empty when the project compiles. */
  problems: string[];
}

/** The token that stands for a project module in compiled code, e.g. `pg:src/app/app.ts`. */
export const moduleToken = (path: string) => `pg:${path}`;

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"'\n]*)\2/g;

export function compileProject(ts: typeof TS, files: ProjectFiles): CompileResult {
  const problems: string[] = [];
  const compiled = new Map<string, CompiledModule>();
  const options: TS.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    experimentalDecorators: true,
    emitDecoratorMetadata: false,
    useDefineForClassFields: false,
    importHelpers: false,
    sourceMap: false,
    inlineSourceMap: false,
    isolatedModules: true,
  };
  for (const [path, text] of Object.entries(files)) {
    if (!path.endsWith('.ts') || path.endsWith('.d.ts')) continue;
    const fileProblems: string[] = [];
    const output = ts.transpileModule(text, {
      fileName: path,
      compilerOptions: options,
      reportDiagnostics: true,
      transformers: { before: [createJitTransformer(ts, { fileName: path, files, problems: fileProblems })] },
    });
    for (const d of output.diagnostics ?? []) {
      const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
      problems.push(`${path}${where ? `:${where.line + 1}:${where.character + 1}` : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    }
    problems.push(...fileProblems);
    const deps: string[] = [];
    const code = output.outputText.replace(SPECIFIER, (match, lead: string, quote: string, specifier: string) => {
      const target = resolveRelative(path, specifier, files);
      if (!target) {
        problems.push(`${path}: cannot find module "${specifier}" in the project.`);
        return match;
      }
      deps.push(target);
      return `${lead}${quote}${moduleToken(target)}${quote}`;
    });
    compiled.set(path, { path, code, deps: [...new Set(deps)] });
  }

  if (!compiled.has(ENTRY_FILE)) problems.push(`${ENTRY_FILE} is missing: the preview starts from it.`);
  const order: CompiledModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (path: string, chain: string[]) => {
    const module = compiled.get(path);
    if (!module || state.get(path) === 'done') return;
    if (state.get(path) === 'visiting') {
      problems.push(`Import cycle: ${[...chain, path].join(' → ')}. Move the shared code into its own file.`);
      return;
    }
    state.set(path, 'visiting');
    for (const dep of module.deps) visit(dep, [...chain, path]);
    state.set(path, 'done');
    order.push(module);
  };
  visit(ENTRY_FILE, []);
  return { modules: order, entry: ENTRY_FILE, problems };
}
