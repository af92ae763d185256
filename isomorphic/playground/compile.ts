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
  /**
   * The module keeps no state of its own (see `holdsNoState`) and has no `@defer` block, so the
   * preview may reuse its evaluated instance (and the JIT-compiled classes in it) in the next run
   * while its code and its imports are unchanged.
   */
  reusable?: boolean;
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

/** Unwraps `x as const`, `x satisfies T`, `(x)`. */
function bare(ts: typeof TS, node: TS.Expression): TS.Expression {
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) || ts.isTypeAssertionExpression(node))
    node = node.expression;
  return node;
}

/**
 * Whether a module's top level declares only imports, exports, types, functions, classes without
 * static fields, and `const`s bound to primitives or functions: evaluating it twice gives the same
 * thing, so a run may reuse the previous evaluation. Anything else (`let`, arrays and objects that
 * code could change, calls such as `signal()` or `new InjectionToken()`, statements with side
 * effects, enums, route arrays whose objects the router annotates) is evaluated afresh in every run.
 */
export function holdsNoState(ts: typeof TS, file: TS.SourceFile): boolean {
  const constant = (init: TS.Expression | undefined): boolean => {
    if (!init) return false;
    const e = bare(ts, init);
    if (ts.isPrefixUnaryExpression(e)) return ts.isNumericLiteral(e.operand) || ts.isBigIntLiteral(e.operand);
    return (
      ts.isStringLiteral(e) ||
      ts.isNoSubstitutionTemplateLiteral(e) ||
      ts.isNumericLiteral(e) ||
      ts.isBigIntLiteral(e) ||
      e.kind === ts.SyntaxKind.TrueKeyword ||
      e.kind === ts.SyntaxKind.FalseKeyword ||
      e.kind === ts.SyntaxKind.NullKeyword ||
      ts.isArrowFunction(e) ||
      ts.isFunctionExpression(e)
    );
  };
  const staticField = (member: TS.ClassElement) =>
    ts.isClassStaticBlockDeclaration(member) ||
    (ts.isPropertyDeclaration(member) && !!member.initializer && !!ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword));
  return file.statements.every((statement) => {
    if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) return true;
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isFunctionDeclaration(statement)) return true;
    if (ts.isClassDeclaration(statement)) return !statement.members.some(staticField);
    if (ts.isVariableStatement(statement)) {
      if (ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) return true;
      return (
        !!(statement.declarationList.flags & ts.NodeFlags.Const) &&
        statement.declarationList.declarations.every((d) => ts.isIdentifier(d.name) && constant(d.initializer))
      );
    }
    return false;
  });
}

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
    let stateless = false;
    const inspect: TS.TransformerFactory<TS.SourceFile> = () => (file) => ((stateless = holdsNoState(ts, file)), file);
    const output = ts.transpileModule(text, {
      fileName: path,
      compilerOptions: options,
      reportDiagnostics: true,
      transformers: { before: [inspect, createJitTransformer(ts, { fileName: path, files, problems: fileProblems })] },
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
    // A @defer block's loading state lives on the component's template: a reused component would
    // skip its @placeholder/@loading blocks in the next run.
    const reusable = stateless && path !== ENTRY_FILE && !code.includes('@defer');
    compiled.set(path, { path, code, deps: [...new Set(deps)], ...(reusable ? { reusable } : {}) });
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
