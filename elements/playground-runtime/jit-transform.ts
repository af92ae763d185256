/**
 * A TypeScript `before` transformer that prepares user code for Angular's JIT compiler:
 *
 * 1. Signal-based members (`input()`, `model()`, `output()`, `viewChild()`, `viewChildren()`,
 *    `contentChild()`, `contentChildren()`, and their `.required` forms) get the decorator the JIT
 *    compiler reads (`@Input({isSignal: true, …})`, `@Output()`, `@ViewChild(…, {isSignal: true})` …).
 *    JIT only sees decorator metadata, so without this, bindings to signal inputs fail (NG0303).
 * 2. `templateUrl`, `styleUrl` and `styleUrls` in `@Component({…})` become `template` / `styles`
 *    with the text of the project's virtual files.
 *
 * The decorators are referenced through a global the preview harness defines
 * (`globalThis.__ngPlayground`), so no import has to be synthesized. `ts` is passed in, so the same
 * code runs in the compile worker and in Node unit tests.
 */
import type * as TS from 'typescript';
import type { ProjectFiles } from './files.ts';

/** Name of the global object holding Angular's decorators in the preview. */
export const DECORATORS_GLOBAL = '__ngPlayground';

type SignalKind = 'input' | 'model' | 'output' | 'viewChild' | 'viewChildren' | 'contentChild' | 'contentChildren';
const QUERY_DECORATOR: Record<string, string> = {
  viewChild: 'ViewChild',
  viewChildren: 'ViewChildren',
  contentChild: 'ContentChild',
  contentChildren: 'ContentChildren',
};
interface SignalInfo {
  kind: SignalKind;
  required: boolean;
  call: TS.CallExpression;
  fromObservable: boolean;
}
const SIGNAL_FUNCTIONS = new Set<string>(['input', 'model', 'output', 'outputFromObservable', ...Object.keys(QUERY_DECORATOR)]);

export interface TransformContext {
  /** Project path of the file being compiled, e.g. `src/app/app.ts`. */
  fileName: string;
  files: ProjectFiles;
  /** Collects problems such as a missing templateUrl file. */
  problems: string[];
}

export function createJitTransformer(ts: typeof TS, context: TransformContext): TS.TransformerFactory<TS.SourceFile> {
  const f = ts.factory;

  /** Angular imports in this file: local name → exported name (handles `import { input as i }`). */
  const angularNames = (sourceFile: TS.SourceFile) => {
    const names = new Map<string, string>();
    for (const statement of sourceFile.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      if (statement.moduleSpecifier.text !== '@angular/core') continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) names.set(el.name.text, (el.propertyName ?? el.name).text);
      }
    }
    return names;
  };

  const decoratorRef = (name: string) => f.createPropertyAccessExpression(f.createIdentifier(DECORATORS_GLOBAL), name);

  /** `input(…)`, `input.required(…)` → kind and whether required. */
  const signalCall = (expr: TS.Expression | undefined, names: Map<string, string>): SignalInfo | undefined => {
    if (!expr || !ts.isCallExpression(expr)) return undefined;
    let callee = expr.expression;
    let required = false;
    if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'required') {
      required = true;
      callee = callee.expression;
    }
    if (!ts.isIdentifier(callee)) return undefined;
    const exported = names.get(callee.text);
    if (!exported || !SIGNAL_FUNCTIONS.has(exported)) return undefined;
    const kind = (exported === 'outputFromObservable' ? 'output' : exported) as SignalKind;
    return { kind, required, call: expr, fromObservable: exported === 'outputFromObservable' };
  };

  const optionsArg = (call: TS.CallExpression, index: number): TS.ObjectLiteralExpression | undefined => {
    const arg = call.arguments[index];
    return arg && ts.isObjectLiteralExpression(arg) ? arg : undefined;
  };

  const aliasOf = (options: TS.ObjectLiteralExpression | undefined): string | undefined => {
    for (const prop of options?.properties ?? []) {
      if (ts.isPropertyAssignment(prop) && ts.isIdentifier(prop.name) && prop.name.text === 'alias' && ts.isStringLiteralLike(prop.initializer)) {
        return prop.initializer.text;
      }
    }
    return undefined;
  };

  const decoratorsFor = (memberName: string, info: SignalInfo): TS.Decorator[] => {
    const { kind, required, call } = info;
    const dec = (name: string, args: TS.Expression[]) => f.createDecorator(f.createCallExpression(decoratorRef(name), undefined, args));
    const literal = (value: string | undefined) => (value === undefined ? f.createIdentifier('undefined') : f.createStringLiteral(value));
    if (kind === 'input' || kind === 'model') {
      // input(initial, opts) / input.required(opts); model likewise.
      const alias = aliasOf(optionsArg(call, required ? 0 : 1));
      const inputMeta = f.createObjectLiteralExpression([
        f.createPropertyAssignment('isSignal', f.createTrue()),
        f.createPropertyAssignment('alias', literal(alias)),
        f.createPropertyAssignment('required', required ? f.createTrue() : f.createFalse()),
        f.createPropertyAssignment('transform', f.createIdentifier('undefined')),
      ]);
      const decorators = [dec('Input', [inputMeta])];
      if (kind === 'model') decorators.push(dec('Output', [f.createStringLiteral(`${alias ?? memberName}Change`)]));
      return decorators;
    }
    if (kind === 'output') {
      const alias = aliasOf(optionsArg(call, info.fromObservable ? 1 : 0));
      return [dec('Output', alias === undefined ? [] : [f.createStringLiteral(alias)])];
    }
    // Queries: viewChild(locator, opts) → @ViewChild(locator, {...opts, isSignal: true})
    const locator = call.arguments[0] ?? f.createIdentifier('undefined');
    const opts = optionsArg(call, 1);
    const meta = f.createObjectLiteralExpression([
      ...(opts ? [f.createSpreadAssignment(opts)] : []),
      f.createPropertyAssignment('isSignal', f.createTrue()),
    ]);
    return [dec(QUERY_DECORATOR[kind] as string, [locator, meta])];
  };

  const readVirtualFile = (url: string, what: string): string | undefined => {
    const dir = context.fileName.split('/').slice(0, -1);
    for (const part of url.split('/')) {
      if (part === '.' || part === '') continue;
      if (part === '..') dir.pop();
      else dir.push(part);
    }
    const path = dir.join('/');
    const text = context.files[path];
    if (text === undefined) context.problems.push(`${context.fileName}: ${what} "${url}" does not match a file of the project (looked for ${path}).`);
    return text;
  };

  /** `@Component({templateUrl, styleUrl(s)})` → `template` / `styles`. */
  const inlineResources = (literal: TS.ObjectLiteralExpression): TS.ObjectLiteralExpression => {
    let changed = false;
    const styles: TS.Expression[] = [];
    const kept: TS.ObjectLiteralElementLike[] = [];
    let existingStyles: TS.PropertyAssignment | undefined;
    for (const prop of literal.properties) {
      const name = ts.isPropertyAssignment(prop) && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name)) ? prop.name.text : undefined;
      if (name === 'templateUrl' && ts.isPropertyAssignment(prop) && ts.isStringLiteralLike(prop.initializer)) {
        changed = true;
        kept.push(f.createPropertyAssignment('template', f.createStringLiteral(readVirtualFile(prop.initializer.text, 'templateUrl') ?? '')));
      } else if (name === 'styleUrl' && ts.isPropertyAssignment(prop) && ts.isStringLiteralLike(prop.initializer)) {
        changed = true;
        styles.push(f.createStringLiteral(readVirtualFile(prop.initializer.text, 'styleUrl') ?? ''));
      } else if (name === 'styleUrls' && ts.isPropertyAssignment(prop) && ts.isArrayLiteralExpression(prop.initializer)) {
        changed = true;
        for (const el of prop.initializer.elements) {
          if (ts.isStringLiteralLike(el)) styles.push(f.createStringLiteral(readVirtualFile(el.text, 'styleUrls entry') ?? ''));
        }
      } else if (name === 'styles' && ts.isPropertyAssignment(prop)) {
        existingStyles = prop;
      } else {
        kept.push(prop);
      }
    }
    if (!changed) return literal;
    if (existingStyles) {
      const init = existingStyles.initializer;
      const before = ts.isArrayLiteralExpression(init) ? [...init.elements] : [init];
      styles.unshift(...before);
    }
    if (styles.length) kept.push(f.createPropertyAssignment('styles', f.createArrayLiteralExpression(styles, true)));
    return f.updateObjectLiteralExpression(literal, kept);
  };

  return (transformContext) => (sourceFile) => {
    const names = angularNames(sourceFile);
    const componentName = [...names].find(([, exported]) => exported === 'Component')?.[0];

    const visit = (node: TS.Node): TS.Node => {
      if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) {
        const members = node.members.map((member) => {
          if (!ts.isPropertyDeclaration(member) || !member.name || !(ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) return member;
          const info = signalCall(member.initializer, names);
          if (!info) return member;
          const decorators = decoratorsFor(member.name.text, info);
          return f.updatePropertyDeclaration(member, [...decorators, ...(member.modifiers ?? [])], member.name, member.questionToken ?? member.exclamationToken, member.type, member.initializer);
        });
        const modifiers = node.modifiers?.map((modifier) => {
          if (!componentName || !ts.isDecorator(modifier) || !ts.isCallExpression(modifier.expression)) return modifier;
          const call = modifier.expression;
          if (!ts.isIdentifier(call.expression) || call.expression.text !== componentName) return modifier;
          const arg = call.arguments[0];
          if (!arg || !ts.isObjectLiteralExpression(arg)) return modifier;
          return f.updateDecorator(modifier, f.updateCallExpression(call, call.expression, call.typeArguments, [inlineResources(arg), ...call.arguments.slice(1)]));
        });
        if (ts.isClassDeclaration(node)) {
          return f.updateClassDeclaration(node, modifiers, node.name, node.typeParameters, node.heritageClauses, members);
        }
        return f.updateClassExpression(node, modifiers, node.name, node.typeParameters, node.heritageClauses, members);
      }
      return ts.visitEachChild(node, visit, transformContext);
    };
    return ts.visitNode(sourceFile, visit) as TS.SourceFile;
  };
}
