/**
 * The TypeScript language service over a playground project, for the editor: diagnostics, completion
 * (with auto-import of Angular symbols) and hover. Runs in the compile worker in the browser, and in
 * Node in the unit tests, with the same options as a new Angular CLI project (`strict` and the
 * stricter checks the CLI turns on). Takes TypeScript and the type files as arguments: this module
 * has no DOM and no Node.
 *
 * Files live in a virtual tree: the project's files under `/`, the `.d.ts` files of the packages under
 * `/node_modules/…` (with their package.json: `exports` decides what an import names), TypeScript's own
 * libraries under `/lib/`. Templates are type-checked by Angular's compiler in template-check.ts (a
 * worker of its own), not here.
 */
import type * as TS from 'typescript';
import type { ProjectFiles } from './files.ts';

/** Where the `.d.ts` files of TypeScript's libraries live in the virtual tree. */
export const LIB_DIR = '/lib/';

export function typeCheckOptions(ts: typeof TS): TS.CompilerOptions {
  return {
    strict: true,
    noImplicitOverride: true,
    noPropertyAccessFromIndexSignature: true,
    noImplicitReturns: true,
    noFallthroughCasesInSwitch: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    experimentalDecorators: true,
    useDefineForClassFields: false,
    isolatedModules: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  };
}

export type Severity = 'error' | 'warning' | 'info';

export interface EditorDiagnostic {
  from: number;
  to: number;
  severity: Severity;
  message: string;
}

export interface EditorCompletion {
  label: string;
  /** CodeMirror completion type (class, function, property, keyword, variable, …). */
  type: string;
  /** Module an auto-import would add (e.g. `@angular/core`). */
  source?: string;
  /** Opaque data the language service needs for the import edit. */
  data?: unknown;
  sortText: string;
}

export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

export interface HoverInfo {
  from: number;
  to: number;
  /** The type or signature, as TypeScript prints it. */
  type: string;
  /** The first line of the symbol's documentation. */
  doc?: string;
  /** This site's API page of an Angular symbol (`/api/core/signal`). */
  link?: string;
}

const toVirtual = (path: string) => `/${path}`;

const KIND: Record<string, string> = {
  class: 'class',
  interface: 'interface',
  enum: 'enum',
  function: 'function',
  method: 'method',
  property: 'property',
  getter: 'property',
  setter: 'property',
  var: 'variable',
  let: 'variable',
  const: 'constant',
  'local var': 'variable',
  parameter: 'variable',
  keyword: 'keyword',
  type: 'type',
  alias: 'type',
  module: 'namespace',
};

/** The API page of a symbol declared in an Angular package's types, e.g. `/api/core/rxjs-interop/toSignal`. */
export function apiLink(declarationFile: string, name: string): string | undefined {
  const match = /^\/node_modules\/@angular\/([^/]+)\/types\/([^/]+)\.d\.ts$/.exec(declarationFile);
  if (!match || !/^[A-Za-z_$][\w$]*$/.test(name)) return undefined;
  const [, pkg, file] = match as unknown as [string, string, string];
  // Chunks (`_api-chunk.d.ts`) hold what the package's main entry exports.
  const module = file.startsWith('_') || file === pkg ? pkg : `${pkg}/${file}`;
  return `/api/${module}/${name}`;
}

/** A TypeScript diagnostic as an editor diagnostic, its span clamped to a text of `length` characters. */
export function toEditorDiagnostic(ts: typeof TS, d: TS.Diagnostic, length: number): EditorDiagnostic {
  const from = Math.min(Math.max(d.start ?? 0, 0), length);
  return {
    from,
    to: Math.min(from + Math.max(d.length ?? 0, 0), length),
    severity: d.category === ts.DiagnosticCategory.Error ? 'error' : d.category === ts.DiagnosticCategory.Warning ? 'warning' : 'info',
    message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  };
}

/** Whether any virtual path of `trees` lies under `dir` (the compiler hosts' `directoryExists`). */
export function directoryIn(dir: string, ...trees: Iterable<string>[]): boolean {
  const prefix = dir.endsWith('/') ? dir : `${dir}/`;
  for (const tree of trees) for (const path of tree) if (path.startsWith(prefix)) return true;
  return false;
}

export class ProjectLanguageService {
  readonly #ts: typeof TS;
  readonly #types: ReadonlyMap<string, string>;
  readonly #service: TS.LanguageService;
  #files = new Map<string, { text: string; version: number }>();

  /** `types`: virtual path → text of every `.d.ts` and package.json the project may import. */
  constructor(ts: typeof TS, types: ReadonlyMap<string, string>) {
    this.#ts = ts;
    this.#types = types;
    const options = typeCheckOptions(ts);
    const read = (path: string) => this.#files.get(path)?.text ?? this.#types.get(path);
    const host: TS.LanguageServiceHost = {
      getCompilationSettings: () => options,
      getScriptFileNames: () => [...this.#files.keys()].filter((path) => path.endsWith('.ts')),
      getScriptVersion: (path) => String(this.#files.get(path)?.version ?? 0),
      getScriptSnapshot: (path) => {
        const text = read(path);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => '/',
      getDefaultLibFileName: () => `${LIB_DIR}lib.d.ts`,
      fileExists: (path) => read(path) !== undefined,
      readFile: read,
      directoryExists: (dir) => directoryIn(dir, this.#files.keys(), this.#types.keys()),
      getDirectories: () => [],
      useCaseSensitiveFileNames: () => true,
    };
    this.#service = ts.createLanguageService(host, ts.createDocumentRegistry(true, '/'));
  }

  /** Replaces the project's files (unchanged files keep their version, so their checks are reused). */
  setFiles(files: ProjectFiles): void {
    const next = new Map<string, { text: string; version: number }>();
    for (const [path, text] of Object.entries(files)) {
      const virtual = toVirtual(path);
      const old = this.#files.get(virtual);
      next.set(virtual, old && old.text === text ? old : { text, version: (old?.version ?? 0) + 1 });
    }
    this.#files = next;
  }

  diagnostics(path: string): EditorDiagnostic[] {
    const file = toVirtual(path);
    if (!this.#files.has(file)) return [];
    const ts = this.#ts;
    const all = [...this.#service.getSyntacticDiagnostics(file), ...this.#service.getSemanticDiagnostics(file)];
    const length = this.#files.get(file)!.text.length;
    return all.map((d) => toEditorDiagnostic(ts, d, length));
  }

  /** Completions at `pos`; `from` is where the word being completed starts. */
  completions(path: string, pos: number): { from: number; options: EditorCompletion[] } | undefined {
    const file = toVirtual(path);
    const text = this.#files.get(file)?.text;
    if (text === undefined) return undefined;
    const info = this.#service.getCompletionsAtPosition(file, pos, {
      includeCompletionsForModuleExports: true,
      includeCompletionsWithInsertText: true,
    });
    if (!info) return undefined;
    let from = pos;
    while (from > 0 && /[\w$]/.test(text[from - 1]!)) from -= 1;
    // The editor filters by what was typed; sending only names that start with its first letter keeps
    // the answer small (a global scope has over a thousand names).
    const first = text.slice(from, pos).charAt(0).toLowerCase();
    const options = info.entries
      // Auto-imports only from packages the playground can run (not Node's or TypeScript's own).
      .filter((entry) => (!entry.source || /^(@angular\/|rxjs)/.test(entry.source)) && (!first || entry.name.charAt(0).toLowerCase() === first))
      .slice(0, 500)
      .map((entry) => ({
        label: entry.name,
        type: KIND[entry.kind] ?? 'text',
        sortText: entry.sortText,
        ...(entry.source ? { source: entry.source, data: entry.data } : {}),
      }));
    return { from, options };
  }

  /** The edits that import a completion's symbol (empty when nothing needs importing). */
  importEdits(path: string, pos: number, name: string, source: string, data: unknown): TextEdit[] {
    const file = toVirtual(path);
    const details = this.#service.getCompletionEntryDetails(file, pos, name, {}, source, {}, data as TS.CompletionEntryData);
    const edits: TextEdit[] = [];
    for (const action of details?.codeActions ?? [])
      for (const change of action.changes)
        if (change.fileName === file)
          for (const edit of change.textChanges) edits.push({ from: edit.span.start, to: edit.span.start + edit.span.length, insert: edit.newText });
    return edits;
  }

  hover(path: string, pos: number): HoverInfo | undefined {
    const file = toVirtual(path);
    const info = this.#service.getQuickInfoAtPosition(file, pos);
    if (!info) return undefined;
    const ts = this.#ts;
    const type = ts.displayPartsToString(info.displayParts);
    const doc = ts
      .displayPartsToString(info.documentation)
      .split(/\n\s*\n|\n/)[0]
      ?.trim();
    const definition = this.#service.getDefinitionAtPosition(file, pos)?.[0];
    const link = definition ? apiLink(definition.fileName, definition.name) : undefined;
    return { from: info.textSpan.start, to: info.textSpan.start + info.textSpan.length, type, ...(doc ? { doc } : {}), ...(link ? { link } : {}) };
  }
}
