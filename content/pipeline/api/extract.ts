/**
 * API extraction with Angular's own docs extractor (`NgtscProgram#getApiDocumentation`) over the
 * published `.d.ts` of each documented entry point. The extractor expects source files; three gaps
 * of running it on declaration files are patched here:
 *  1. declarations it throws on (`output`, `outputFromObservable`: "could not find implementation";
 *     `NumberSymbol`: object-literal-as-enum without initializer) get a fallback entry;
 *  2. decorators (`declare const X: XDecorator` + `interface X`) come out as interfaces: re-classified;
 *  3. overload-only functions lose their main description: see `source-maps.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { DocsExtractor, NgtscProgram, type DocEntry } from '@angular/compiler-cli';
import { normalizeModuleName } from '../../../isomorphic/reference-model.ts';
import { moduleNameOf, packageDir, type EntryPointPolicy } from './entry-points.ts';

/** A DocEntry as the extractor emits it, loosely typed: the renderer reads fields per entry type. */
export type RawEntry = DocEntry & Record<string, unknown> & { source?: { filePath: string; startLine: number; endLine: number } };

export interface ExtractedModule {
  moduleName: string;
  normalizedModuleName: string;
  moduleLabel: string;
  /** Package version, for source links. */
  version: string;
  entries: RawEntry[];
}

export interface ExtractionResult {
  modules: ExtractedModule[];
  warnings: string[];
  ms: { program: number; total: number };
}

/** Resolves the `.d.ts` of an entry point from the package's `exports`. */
export function typesFileOf(nodeModules: string, policy: EntryPointPolicy): { file: string; version: string } {
  const pkgDir = packageDir(nodeModules, policy.pkg);
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as {
    version: string;
    exports: Record<string, { types?: string } | string>;
  };
  const key = policy.subpath === '.' ? '.' : `./${policy.subpath}`;
  const target = pkg.exports[key];
  const types = typeof target === 'object' ? target.types : undefined;
  if (!types) throw new Error(`${moduleNameOf(policy)}: no "types" in the package exports`);
  return { file: join(pkgDir, types), version: pkg.version };
}

// --- JSDoc helpers for the fallback entries -------------------------------------------------------

function jsDocOf(node: ts.Node): { description: string; tags: { name: string; comment: string }[]; raw: string } {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const doc = docs.at(-1);
  if (!doc) return { description: '', tags: [], raw: '' };
  return {
    description: ts.getTextOfJSDocComment(doc.comment) ?? '',
    tags: (doc.tags ?? []).map((tag) => ({ name: tag.tagName.text, comment: ts.getTextOfJSDocComment(tag.comment) ?? '' })),
    raw: doc.getText(),
  };
}

function paramDescription(tags: { name: string; comment: string }[], node: ts.JSDocContainer, param: string): string {
  for (const tag of ts.getJSDocTags(node as unknown as ts.Node)) {
    if (ts.isJSDocParameterTag(tag) && tag.name.getText() === param) return ts.getTextOfJSDocComment(tag.comment) ?? '';
  }
  return tags.find((t) => t.name === 'param' && t.comment.startsWith(`${param} `))?.comment.slice(param.length + 1) ?? '';
}

/** A function entry built from a declaration alone (used when the extractor throws on it). */
function fallbackFunction(node: ts.FunctionDeclaration, checker: ts.TypeChecker): RawEntry {
  const name = node.name?.text ?? 'default';
  const doc = jsDocOf(node);
  const signature = {
    name,
    entryType: 'function',
    description: doc.description,
    jsdocTags: doc.tags,
    rawComment: doc.raw,
    generics: (node.typeParameters ?? []).map((p) => ({ name: p.name.text, constraint: p.constraint?.getText(), default: p.default?.getText() })),
    isNewType: false,
    params: node.parameters.map((p) => ({
      name: p.name.getText(),
      description: paramDescription(doc.tags, node, p.name.getText()),
      type: p.type ? p.type.getText() : checker.typeToString(checker.getTypeAtLocation(p)),
      isOptional: Boolean(p.questionToken || p.initializer),
      isRestParam: Boolean(p.dotDotDotToken),
    })),
    returnType: node.type ? node.type.getText() : 'void',
  };
  const fn = { name, signatures: [signature], implementation: signature };
  if (doc.tags.some((t) => t.name === 'initializerApiFunction')) {
    return {
      entryType: 'initializer_api_function',
      name,
      description: doc.description,
      rawComment: doc.raw,
      jsdocTags: doc.tags,
      callFunction: fn,
      subFunctions: [],
      __docsMetadata__: { showTypesInSignaturePreview: true },
    } as unknown as RawEntry;
  }
  return { ...fn, entryType: 'function', description: doc.description, rawComment: doc.raw, jsdocTags: doc.tags } as unknown as RawEntry;
}

/** A constant entry built from a variable declaration alone. */
function fallbackConstant(node: ts.VariableDeclaration, checker: ts.TypeChecker): RawEntry {
  const statement = node.parent?.parent ?? node;
  const doc = jsDocOf(statement);
  return {
    entryType: 'constant',
    name: node.name.getText(),
    description: doc.description,
    rawComment: doc.raw,
    jsdocTags: doc.tags,
    type: node.type ? node.type.getText() : checker.typeToString(checker.getTypeAtLocation(node)),
  } as unknown as RawEntry;
}

const PARAMETER_DECORATORS = new Set(['Inject', 'Optional', 'Self', 'SkipSelf', 'Host', 'Attribute']);

/**
 * `declare const X: XDecorator` next to `interface X`: the decorator, with the interface's members as
 * its options and the call signatures of `XDecorator` as its signatures.
 */
function decoratorFrom(
  name: string,
  constDecl: ts.VariableDeclaration,
  iface: ts.InterfaceDeclaration | undefined,
  ifaceEntry: RawEntry | undefined,
  checker: ts.TypeChecker,
): RawEntry {
  const constDoc = jsDocOf(constDecl.parent?.parent ?? constDecl);
  const ifaceDoc = iface ? jsDocOf(iface) : { description: '', tags: [], raw: '' };
  const decoratorType = checker.getTypeAtLocation(constDecl);
  const callSignatures = decoratorType.getCallSignatures();
  const returnsTypeDecorator = callSignatures.some((s) => /TypeDecorator/.test(checker.typeToString(s.getReturnType())));
  const signatures = callSignatures.map((s) => {
    const decl = s.getDeclaration() as ts.SignatureDeclaration | undefined;
    const doc = decl ? jsDocOf(decl) : { tags: [] as { name: string; comment: string }[] };
    return {
      parameters: s.getParameters().map((p) => {
        const pd = p.valueDeclaration as ts.ParameterDeclaration | undefined;
        return {
          name: p.getName(),
          description: '',
          type: pd?.type ? pd.type.getText() : checker.typeToString(checker.getTypeOfSymbol(p)),
          isOptional: Boolean(pd?.questionToken),
          isRestParam: Boolean(pd?.dotDotDotToken),
        };
      }),
      jsdocTags: doc.tags,
    };
  });
  // Prefer the richer comment: the interface usually carries the description and usage notes.
  const useIface = ifaceDoc.description.length + ifaceDoc.tags.length >= constDoc.description.length + constDoc.tags.length;
  const doc = useIface ? ifaceDoc : constDoc;
  return {
    entryType: 'decorator',
    name,
    description: doc.description,
    rawComment: doc.raw,
    jsdocTags: doc.tags,
    decoratorType: returnsTypeDecorator ? 'class' : PARAMETER_DECORATORS.has(name) ? 'parameter' : 'member',
    members: (ifaceEntry?.['members'] as unknown[]) ?? null,
    signatures,
  } as unknown as RawEntry;
}

let patched = false;
let currentWarnings: string[] = [];
let currentChecker: ts.TypeChecker | undefined;

/** Patches DocsExtractor once per process (see the file comment). */
function patchExtractor(): void {
  if (patched) return;
  patched = true;
  type Proto = {
    extractDeclaration(this: unknown, node: ts.Node): RawEntry | null;
    extractDeclarations(this: unknown, nodes: ts.Node[]): RawEntry | null;
  };
  const proto = DocsExtractor.prototype as unknown as Proto;
  const extractDeclaration = proto.extractDeclaration;
  proto.extractDeclaration = function (node) {
    try {
      return extractDeclaration.call(this, node);
    } catch (error) {
      const checker = currentChecker!;
      const name = (node as ts.NamedDeclaration).name?.getText() ?? '?';
      currentWarnings.push(`${name}: extractor failed (${(error as Error).message.split('\n')[0]}); used the fallback entry`);
      if (ts.isFunctionDeclaration(node)) return fallbackFunction(node, checker);
      if (ts.isVariableDeclaration(node)) return fallbackConstant(node, checker);
      return null;
    }
  };
  const extractDeclarations = proto.extractDeclarations;
  proto.extractDeclarations = function (nodes) {
    const constDecl = nodes.find(ts.isVariableDeclaration);
    const iface = nodes.find(ts.isInterfaceDeclaration);
    const name = constDecl?.name.getText();
    if (constDecl && name && constDecl.type && ts.isTypeReferenceNode(constDecl.type) && constDecl.type.typeName.getText() === `${name}Decorator`) {
      const ifaceEntry = iface ? extractDeclaration.call(this, iface) : null;
      return decoratorFrom(name, constDecl, iface, ifaceEntry ?? undefined, currentChecker!);
    }
    return extractDeclarations.call(this, nodes);
  };
}

/** One entry point to extract: its module name, its `.d.ts` and the package version. */
export interface ExtractionTarget {
  moduleName: string;
  file: string;
  version: string;
}

/**
 * Runs the extractor over the given declaration files in one program (also used by the API history
 * script on older published packages). A module the extractor cannot read at all is reported in
 * `warnings` and comes back without entries when `tolerant` is set (old packages), else it throws.
 */
export function extractFiles(targets: ExtractionTarget[], options: { tolerant?: boolean } = {}): ExtractionResult {
  const started = performance.now();
  patchExtractor();
  currentWarnings = [];
  const compilerOptions: ts.CompilerOptions = {
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(compilerOptions);
  const program = new NgtscProgram(
    targets.map((t) => t.file),
    compilerOptions as never,
    host as never,
  );
  currentChecker = program.getTsProgram().getTypeChecker();
  const programMs = performance.now() - started;

  const modules: ExtractedModule[] = targets.map(({ moduleName, file, version }) => {
    let entries: RawEntry[] = [];
    try {
      entries = program.getApiDocumentation(file, new Set()).entries as RawEntry[];
    } catch (error) {
      if (!options.tolerant) throw error;
      currentWarnings.push(`${moduleName}: extractor failed on the module (${(error as Error).message.split('\n')[0]})`);
    }
    return {
      moduleName,
      normalizedModuleName: normalizeModuleName(moduleName),
      moduleLabel: moduleName.replace(/^@angular\//, ''),
      version,
      entries,
    };
  });
  currentChecker = undefined;
  return { modules, warnings: currentWarnings, ms: { program: programMs, total: performance.now() - started } };
}

/** Extracts every documented entry point in one program. */
export function extractApi(nodeModules: string, policies: EntryPointPolicy[]): ExtractionResult {
  return extractFiles(policies.map((policy) => ({ moduleName: moduleNameOf(policy), ...typesFileOf(nodeModules, policy) })));
}
