/**
 * A TypeScript `before` transformer that prepares user code for Angular's JIT compiler:
 *
 * 1. Signal-based members (`input()`, `model()`, `output()`, `viewChild()`, `viewChildren()`,
 *    `contentChild()`, `contentChildren()`, and their `.required` forms) get the decorator the JIT
 *    compiler reads (`@Input({isSignal: true, …})`, `@Output()`, `@ViewChild(…, {isSignal: true})` …).
 *    JIT only sees decorator metadata, so without this, bindings to signal inputs fail (NG0303).
 * 2. `templateUrl`, `styleUrl` and `styleUrls` in `@Component({…})` become `template` / `styles`
 *    with the text of the project's virtual files.
 * 3. Constructor parameters of Angular classes (`@Component`, `@Service`, `@Injectable` …) typed with
 *    a class get a `static ctorParameters = () => [{type: …}]`, which is what JIT reads for
 *    constructor injection (the CLI emits the same in JIT builds; without type metadata the
 *    constructor is not injectable, NG0202). Imported types are referenced through an added import,
 *    which TypeScript keeps (it would drop the original one, used only as a type).
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
/** Decorators whose classes Angular creates through DI (constructor parameters matter). */
const DI_DECORATORS = new Set(['Component', 'Directive', 'Pipe', 'Injectable', 'Service', 'NgModule']);
const SIGNAL_FUNCTIONS = new Set<string>(['input', 'model', 'output', 'outputFromObservable', ...Object.keys(QUERY_DECORATOR)]);

export interface TransformContext {
  /** Project path of the file being compiled, e.g. `src/app/app.ts`. */
  fileName: string;
  files: ProjectFiles;
  /** Collects problems such as a missing templateUrl file. */
  problems: string[];
}

/** Angular imports in a file: local name → exported name (handles `import { input as i }`). */
function angularNames(ts: typeof TS, sourceFile: TS.SourceFile): Map<string, string> {
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
}

/** `input(…)`, `input.required(…)` → kind and whether required. */
function signalCall(ts: typeof TS, expr: TS.Expression | undefined, names: Map<string, string>): SignalInfo | undefined {
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
}

function optionsArg(ts: typeof TS, call: TS.CallExpression, index: number): TS.ObjectLiteralExpression | undefined {
  const arg = call.arguments[index];
  return arg && ts.isObjectLiteralExpression(arg) ? arg : undefined;
}

function aliasOf(ts: typeof TS, options: TS.ObjectLiteralExpression | undefined): string | undefined {
  for (const prop of options?.properties ?? []) {
    if (ts.isPropertyAssignment(prop) && ts.isIdentifier(prop.name) && prop.name.text === 'alias' && ts.isStringLiteralLike(prop.initializer)) {
      return prop.initializer.text;
    }
  }
  return undefined;
}

/** The decorators JIT reads for a signal-based member (1. in the file comment). */
function signalDecorators(ts: typeof TS, memberName: string, info: SignalInfo): TS.Decorator[] {
  const f = ts.factory;
  const decoratorRef = (name: string) => f.createPropertyAccessExpression(f.createIdentifier(DECORATORS_GLOBAL), name);
  const { kind, required, call } = info;
  const dec = (name: string, args: TS.Expression[]) => f.createDecorator(f.createCallExpression(decoratorRef(name), undefined, args));
  const literal = (value: string | undefined) => (value === undefined ? f.createIdentifier('undefined') : f.createStringLiteral(value));
  if (kind === 'input' || kind === 'model') {
    // input(initial, opts) / input.required(opts); model likewise.
    const alias = aliasOf(ts, optionsArg(ts, call, required ? 0 : 1));
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
    const alias = aliasOf(ts, optionsArg(ts, call, info.fromObservable ? 1 : 0));
    return [dec('Output', alias === undefined ? [] : [f.createStringLiteral(alias)])];
  }
  // Queries: viewChild(locator, opts) → @ViewChild(locator, {...opts, isSignal: true})
  const locator = call.arguments[0] ?? f.createIdentifier('undefined');
  const opts = optionsArg(ts, call, 1);
  const meta = f.createObjectLiteralExpression([...(opts ? [f.createSpreadAssignment(opts)] : []), f.createPropertyAssignment('isSignal', f.createTrue())]);
  return [dec(QUERY_DECORATOR[kind] as string, [locator, meta])];
}

/** The text of a project file named relative to the compiled file; a problem when there is none. */
function readVirtualFile(context: TransformContext, url: string, what: string): string | undefined {
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
}

/** `@Component({templateUrl, styleUrl(s)})` → `template` / `styles`. */
/** `@Component({templateUrl, styleUrl(s)})` → `template` / `styles` (2. in the file comment). */
function inlineResources(ts: typeof TS, context: TransformContext, literal: TS.ObjectLiteralExpression): TS.ObjectLiteralExpression {
  const f = ts.factory;
  let changed = false;
  const styles: TS.Expression[] = [];
  const kept: TS.ObjectLiteralElementLike[] = [];
  let existingStyles: TS.PropertyAssignment | undefined;
  for (const prop of literal.properties) {
    const name = ts.isPropertyAssignment(prop) && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name)) ? prop.name.text : undefined;
    if (name === 'templateUrl' && ts.isPropertyAssignment(prop) && ts.isStringLiteralLike(prop.initializer)) {
      changed = true;
      kept.push(f.createPropertyAssignment('template', f.createStringLiteral(readVirtualFile(context, prop.initializer.text, 'templateUrl') ?? '')));
    } else if (name === 'styleUrl' && ts.isPropertyAssignment(prop) && ts.isStringLiteralLike(prop.initializer)) {
      changed = true;
      styles.push(f.createStringLiteral(readVirtualFile(context, prop.initializer.text, 'styleUrl') ?? ''));
    } else if (name === 'styleUrls' && ts.isPropertyAssignment(prop) && ts.isArrayLiteralExpression(prop.initializer)) {
      changed = true;
      for (const el of prop.initializer.elements) {
        if (ts.isStringLiteralLike(el)) styles.push(f.createStringLiteral(readVirtualFile(context, el.text, 'styleUrls entry') ?? ''));
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
}

/**
 * Constructor injection metadata for one file (3. in the file comment): `ctorParameters(node)` gives the
 * static property for a DI class, and `addedImports` the imports it needed for parameter types.
 */
function constructorMetadata(ts: typeof TS, sourceFile: TS.SourceFile, names: Map<string, string>) {
  const f = ts.factory;
  /** Value imports of this file: local name → [module specifier, exported name]. */
  const valueImports = new Map<string, [string, string]>();
  const localClasses = new Set<string>();
  for (const statement of sourceFile.statements) {
    if (ts.isClassDeclaration(statement) && statement.name) localClasses.add(statement.name.text);
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
      for (const el of clause.namedBindings.elements) {
        if (!el.isTypeOnly) valueImports.set(el.name.text, [statement.moduleSpecifier.text, (el.propertyName ?? el.name).text]);
      }
    }
  }
  /** Imports added for constructor parameter types, kept by TypeScript because they are synthesized. */
  const addedImports = new Map<string, TS.ImportDeclaration>();
  const typeReference = (name: string): TS.Expression => {
    if (localClasses.has(name)) return f.createIdentifier(name);
    const imported = valueImports.get(name);
    if (!imported) return f.createIdentifier('undefined');
    const alias = `ɵctor_${name}`;
    if (!addedImports.has(alias)) {
      addedImports.set(
        alias,
        f.createImportDeclaration(
          undefined,
          f.createImportClause(
            false,
            undefined,
            f.createNamedImports([f.createImportSpecifier(false, f.createIdentifier(imported[1]), f.createIdentifier(alias))]),
          ),
          f.createStringLiteral(imported[0]),
        ),
      );
    }
    return f.createIdentifier(alias);
  };
  const isDiClass = (node: TS.ClassDeclaration | TS.ClassExpression) =>
    (node.modifiers ?? []).some((modifier) => {
      if (!ts.isDecorator(modifier)) return false;
      const expr = ts.isCallExpression(modifier.expression) ? modifier.expression.expression : modifier.expression;
      return ts.isIdentifier(expr) && DI_DECORATORS.has(names.get(expr.text) ?? '');
    });
  /** `static ctorParameters = () => [{type: A}, {type: B}]` for a constructor whose parameters carry no decorators. */
  const ctorParameters = (node: TS.ClassDeclaration | TS.ClassExpression): TS.PropertyDeclaration | undefined => {
    if (!isDiClass(node)) return undefined;
    const ctor = node.members.find((member): member is TS.ConstructorDeclaration => ts.isConstructorDeclaration(member) && member.body !== undefined);
    if (!ctor || ctor.parameters.length === 0) return undefined;
    if (ctor.parameters.some((param) => (param.modifiers ?? []).some((modifier) => ts.isDecorator(modifier)))) return undefined;
    const entries = ctor.parameters.map((param) => {
      const type =
        param.type && ts.isTypeReferenceNode(param.type) && ts.isIdentifier(param.type.typeName)
          ? typeReference(param.type.typeName.text)
          : f.createIdentifier('undefined');
      return f.createObjectLiteralExpression([f.createPropertyAssignment('type', type)]);
    });
    return f.createPropertyDeclaration(
      [f.createModifier(ts.SyntaxKind.StaticKeyword)],
      'ctorParameters',
      undefined,
      undefined,
      f.createArrowFunction(undefined, undefined, [], undefined, f.createToken(ts.SyntaxKind.EqualsGreaterThanToken), f.createArrayLiteralExpression(entries)),
    );
  };

  return { ctorParameters, addedImports };
}

export function createJitTransformer(ts: typeof TS, context: TransformContext): TS.TransformerFactory<TS.SourceFile> {
  const f = ts.factory;
  return (transformContext) => (sourceFile) => {
    const names = angularNames(ts, sourceFile);
    const componentName = [...names].find(([, exported]) => exported === 'Component')?.[0];
    const { ctorParameters, addedImports } = constructorMetadata(ts, sourceFile, names);
    const visit = (node: TS.Node): TS.Node => {
      if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) {
        const members = node.members.map((member) => {
          if (!ts.isPropertyDeclaration(member) || !member.name || !(ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) return member;
          const info = signalCall(ts, member.initializer, names);
          if (!info) return member;
          const decorators = signalDecorators(ts, member.name.text, info);
          return f.updatePropertyDeclaration(
            member,
            [...decorators, ...(member.modifiers ?? [])],
            member.name,
            member.questionToken ?? member.exclamationToken,
            member.type,
            member.initializer,
          );
        });
        const modifiers = node.modifiers?.map((modifier) => {
          if (!componentName || !ts.isDecorator(modifier) || !ts.isCallExpression(modifier.expression)) return modifier;
          const call = modifier.expression;
          if (!ts.isIdentifier(call.expression) || call.expression.text !== componentName) return modifier;
          const arg = call.arguments[0];
          if (!arg || !ts.isObjectLiteralExpression(arg)) return modifier;
          return f.updateDecorator(
            modifier,
            f.updateCallExpression(call, call.expression, call.typeArguments, [inlineResources(ts, context, arg), ...call.arguments.slice(1)]),
          );
        });
        const ctorParams = ctorParameters(node);
        if (ctorParams) members.push(ctorParams);
        if (ts.isClassDeclaration(node)) {
          return f.updateClassDeclaration(node, modifiers, node.name, node.typeParameters, node.heritageClauses, members);
        }
        return f.updateClassExpression(node, modifiers, node.name, node.typeParameters, node.heritageClauses, members);
      }
      return ts.visitEachChild(node, visit, transformContext);
    };
    const result = ts.visitNode(sourceFile, visit) as TS.SourceFile;
    if (!addedImports.size) return result;
    return f.updateSourceFile(result, [...addedImports.values(), ...result.statements]);
  };
}
