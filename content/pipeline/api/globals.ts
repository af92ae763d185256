/**
 * The `window.ng` debugging globals (spec §3 catalogue: "window globals"). In development mode
 * Angular publishes them on `window.ng`; they are not exported under public names, so the docs
 * extractor cannot reach them through an entry point:
 *  - which globals exist: the members of `ExternalCoreGlobalUtils` in `@angular/core`'s published
 *    `.d.ts` (the type of `window.ng`), without private (`ɵ`) names and without names @angular/core
 *    exports itself (`isSignal` has its page at /api/core/isSignal);
 *  - their signatures: those interface members (the public types);
 *  - their documentation: the implementation's JSDoc, from the original sources in the package's
 *    source maps (`export function getComponent…` in `render3/util/discovery_utils.ts`, …). A member
 *    whose implementation is not marked `@publicApi` is left out.
 * The result has the extractor's function-entry shape, so the manifest and the renderer treat the
 * globals like any other function.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { RawEntry } from './extract.ts';
import { packageSources } from './source-maps.ts';

export const GLOBALS_MODULE = {
  moduleName: '@angular/core/global',
  normalizedModuleName: 'angular_core_global',
  /** Code-styled label (starts with '<'), listed after the packages as angular.dev does. */
  moduleLabel: '<window.ng>',
} as const;

const GLOBALS_INTERFACE = 'ExternalCoreGlobalUtils';

interface Tag {
  name: string;
  comment: string;
}

export interface GlobalSignature {
  name: string;
  generics: { name: string; constraint?: string; default?: string }[];
  params: { name: string; type: string; isOptional: boolean; isRestParam: boolean }[];
  returnType: string;
}

/** The public method members of the `window.ng` interface in a declaration file's text. */
export function globalSignatures(dts: string, interfaceName = GLOBALS_INTERFACE): GlobalSignature[] {
  const file = ts.createSourceFile('globals.d.ts', dts, ts.ScriptTarget.ES2022, true);
  const iface = file.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === interfaceName);
  if (!iface) return [];
  const result: GlobalSignature[] = [];
  for (const member of iface.members) {
    if (!ts.isMethodSignature(member) || !member.name || !ts.isIdentifier(member.name)) continue;
    const name = member.name.text;
    if (/^[ɵ_]/.test(name)) continue;
    result.push({
      name,
      generics: (member.typeParameters ?? []).map((p) => ({ name: p.name.text, constraint: p.constraint?.getText(file), default: p.default?.getText(file) })),
      params: member.parameters.map((p) => ({
        name: p.name.getText(file),
        type: p.type ? p.type.getText(file) : 'any',
        isOptional: Boolean(p.questionToken || p.initializer),
        isRestParam: Boolean(p.dotDotDotToken),
      })),
      returnType: member.type ? member.type.getText(file) : 'void',
    });
  }
  return result;
}

export interface ImplementationDoc {
  description: string;
  tags: Tag[];
  params: Map<string, string>;
  returns?: string;
  rawComment: string;
}

/** The JSDoc of `export function <name>` in a TypeScript source, if the function is exported there. */
export function implementationDoc(source: string, name: string): ImplementationDoc | undefined {
  if (!new RegExp(`export\\s+function\\s+${name.replace(/\$/g, '\\$')}\\b`).test(source)) return undefined;
  const file = ts.createSourceFile('impl.ts', source, ts.ScriptTarget.ES2022, true);
  const fn = file.statements.find(
    (s): s is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(s) && s.name?.text === name && Boolean(s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)),
  );
  const doc = fn && ts.getJSDocCommentsAndTags(fn).filter(ts.isJSDoc).at(-1);
  if (!doc) return undefined;
  const params = new Map<string, string>();
  let returns: string | undefined;
  const tags: Tag[] = [];
  for (const tag of doc.tags ?? []) {
    const comment = (ts.getTextOfJSDocComment(tag.comment) ?? '').trim();
    if (ts.isJSDocParameterTag(tag)) params.set(tag.name.getText(file), comment.replace(/^-\s*/, ''));
    else if (ts.isJSDocReturnTag(tag)) returns = comment;
    else tags.push({ name: tag.tagName.text, comment });
  }
  return { description: (ts.getTextOfJSDocComment(doc.comment) ?? '').trim(), tags, params, returns, rawComment: doc.getText(file) };
}

/** A function entry (extractor shape) for one global; `sourcePath`/`sourceLine` locate the implementation. */
export function globalEntry(signature: GlobalSignature, doc: ImplementationDoc, source?: { path: string; line: number }): RawEntry {
  const sig = {
    name: signature.name,
    entryType: 'function',
    description: doc.description,
    jsdocTags: doc.tags,
    rawComment: doc.rawComment,
    generics: signature.generics,
    isNewType: false,
    params: signature.params.map((p) => ({ ...p, description: doc.params.get(p.name) ?? '' })),
    returnType: signature.returnType,
    ...(doc.returns ? { returnDescription: doc.returns } : {}),
  };
  return {
    name: signature.name,
    entryType: 'function',
    description: doc.description,
    rawComment: doc.rawComment,
    jsdocTags: doc.tags,
    signatures: [sig],
    implementation: sig,
    ...(source ? { sourceLocation: source } : {}),
  } as unknown as RawEntry;
}

export interface GlobalsResult {
  entries: RawEntry[];
  version: string;
  /** Interface members left out, with the reason. */
  skipped: string[];
}

/**
 * The documented `window.ng` globals of the installed @angular/core. `coreExports` are the names
 * @angular/core documents itself (skipped here).
 */
export function extractGlobals(nodeModules: string, coreExports: ReadonlySet<string>): GlobalsResult {
  const typesDir = join(nodeModules, '@angular/core/types');
  const version = (JSON.parse(readFileSync(join(nodeModules, '@angular/core/package.json'), 'utf8')) as { version: string }).version;
  const signatures = readdirSync(typesDir)
    .filter((f) => f.endsWith('.d.ts'))
    .flatMap((f) => globalSignatures(readFileSync(join(typesDir, f), 'utf8')));
  const { files } = packageSources(nodeModules, 'core');
  const entries: RawEntry[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  for (const signature of signatures) {
    if (seen.has(signature.name)) continue;
    seen.add(signature.name);
    if (coreExports.has(signature.name)) {
      skipped.push(`${signature.name}: documented as an @angular/core export`);
      continue;
    }
    // A name may be implemented in several files (an internal profiler and the public one): the
    // implementation marked @publicApi is the one `window.ng` publishes.
    const found = files
      .filter((f) => !/\/(?:primitives|testing)\//.test(f.path))
      .map((f) => ({ file: f, doc: implementationDoc(f.text, signature.name) }))
      .filter((x): x is { file: { path: string; text: string }; doc: ImplementationDoc } => Boolean(x.doc));
    const pick = found.find((x) => x.doc.tags.some((t) => t.name === 'publicApi'));
    if (!pick) {
      skipped.push(`${signature.name}: no @publicApi implementation in the source maps`);
      continue;
    }
    const line = pick.file.text.slice(0, pick.file.text.search(new RegExp(`export\\s+function\\s+${signature.name}\\b`))).split('\n').length;
    entries.push(globalEntry(signature, pick.doc, { path: pick.file.path, line }));
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { entries, version, skipped };
}
