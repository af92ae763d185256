/**
 * Angular's template type-check over a playground project, for the editor: the ngtsc compiler of
 * `@angular/compiler-cli` (`NgtscProgram`, `strictTemplates`) over the same virtual tree as the
 * language service (language-service.ts), so a misspelled property or a wrong input type inside a
 * component's `template` (or its `templateUrl` file) becomes an editor diagnostic.
 *
 * Loaded lazily by the compile worker's third instance (playground-runtime/compile.worker.ts), never
 * by a run or by the TypeScript language service. ngtsc reaches files through its own FileSystem
 * abstraction as well as through the compiler host: both are given the virtual tree here (no Node).
 * Each check reuses the previous program (ngtsc's incremental build) and the parsed library files.
 */
import { NgtscProgram, setFileSystem, type AbsoluteFsPath, type FileStats, type FileSystem, type PathSegment, type PathString } from '@angular/compiler-cli';
import type * as TS from 'typescript';
import type { ProjectFiles } from './files.ts';
import { directoryIn, LIB_DIR, toEditorDiagnostic, typeCheckOptions, type EditorDiagnostic } from './language-service.ts';

/** Diagnostics by project path (`src/app/app.ts`, or the `.html` file of a `templateUrl`). */
export type TemplateDiagnostics = Record<string, EditorDiagnostic[]>;

/**
 * ngtsc's diagnostics as editor diagnostics, by project path. An inline template's diagnostic is
 * reported against the component's `.ts` file at the template's offset in it; an external template's
 * against a source file named after the `.html` file. Diagnostics on files outside the project (none
 * expected) and without a position are dropped; spans are clamped to the file's text.
 */
export function toEditorDiagnostics(ts: typeof TS, diagnostics: readonly TS.Diagnostic[], files: ProjectFiles): TemplateDiagnostics {
  const found: TemplateDiagnostics = {};
  for (const d of diagnostics) {
    if (!d.file || d.start === undefined) continue;
    const path = d.file.fileName.replace(/^\//, '');
    const text = files[path];
    if (text === undefined) continue;
    (found[path] ??= []).push(toEditorDiagnostic(ts, d, text.length));
  }
  for (const list of Object.values(found)) list.sort((a, b) => a.from - b.from);
  return found;
}

/** POSIX paths over the virtual tree (`/` is the project, `/node_modules/…` the types, `/lib/` TypeScript's libraries). */
class VirtualFileSystem implements FileSystem {
  readonly #read: (path: string) => string | undefined;
  constructor(read: (path: string) => string | undefined) {
    this.#read = read;
  }

  #segments(path: string): string[] {
    const out: string[] = [];
    for (const part of path.split('/')) {
      if (part === '' || part === '.') continue;
      if (part === '..') out.pop();
      else out.push(part);
    }
    return out;
  }
  normalize<T extends PathString>(path: T): T {
    return path.replace(/\\/g, '/') as T;
  }
  resolve(...paths: string[]): AbsoluteFsPath {
    let joined = '/';
    for (const path of paths) joined = path.startsWith('/') ? path : `${joined}/${path}`;
    return `/${this.#segments(joined).join('/')}` as AbsoluteFsPath;
  }
  join<T extends PathString>(basePath: T, ...paths: string[]): T {
    const joined = [basePath, ...paths].join('/');
    const normal = this.#segments(joined).join('/');
    return (basePath.startsWith('/') ? `/${normal}` : normal) as T;
  }
  dirname<T extends PathString>(file: T): T {
    const segments = this.#segments(file);
    segments.pop();
    return ((file.startsWith('/') ? '/' : '') + segments.join('/') || '.') as T;
  }
  relative<T extends PathString>(from: T, to: T): PathSegment | AbsoluteFsPath {
    const a = this.#segments(from);
    const b = this.#segments(to);
    let common = 0;
    while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
    return [...Array<string>(a.length - common).fill('..'), ...b.slice(common)].join('/') as PathSegment;
  }
  basename(filePath: string, extension?: string): PathSegment {
    const base = filePath.slice(filePath.lastIndexOf('/') + 1);
    return (extension && base.endsWith(extension) ? base.slice(0, -extension.length) : base) as PathSegment;
  }
  extname(path: AbsoluteFsPath | PathSegment): string {
    const base = this.basename(path);
    const dot = base.lastIndexOf('.');
    return dot > 0 ? base.slice(dot) : '';
  }
  isRoot(path: AbsoluteFsPath): boolean {
    return this.#segments(path).length === 0;
  }
  isRooted(path: string): boolean {
    return path.startsWith('/');
  }
  pwd(): AbsoluteFsPath {
    return '/' as AbsoluteFsPath;
  }
  chdir(): void {}
  isCaseSensitive(): boolean {
    return true;
  }
  exists(path: AbsoluteFsPath): boolean {
    return this.#read(path) !== undefined;
  }
  readFile(path: AbsoluteFsPath): string {
    const text = this.#read(path);
    if (text === undefined) throw new Error(`ENOENT: ${path}`);
    return text;
  }
  readFileBuffer(): Uint8Array {
    throw new Error('The playground template check reads text files only.');
  }
  readdir(): PathSegment[] {
    return [];
  }
  lstat(path: AbsoluteFsPath): FileStats {
    return this.stat(path);
  }
  stat(path: AbsoluteFsPath): FileStats {
    const file = this.exists(path);
    return { isFile: () => file, isDirectory: () => !file, isSymbolicLink: () => false };
  }
  realpath(filePath: AbsoluteFsPath): AbsoluteFsPath {
    return filePath;
  }
  getDefaultLibLocation(): AbsoluteFsPath {
    return LIB_DIR.replace(/\/$/, '') as AbsoluteFsPath;
  }
  writeFile(): void {
    throw new Error('The playground template check does not write files.');
  }
  removeFile(): void {
    this.writeFile();
  }
  symlink(): void {
    this.writeFile();
  }
  copyFile(): void {
    this.writeFile();
  }
  moveFile(): void {
    this.writeFile();
  }
  ensureDir(): void {
    this.writeFile();
  }
  removeDeep(): void {
    this.writeFile();
  }
}

export class TemplateChecker {
  readonly #ts: typeof TS;
  readonly #types: ReadonlyMap<string, string>;
  readonly #options: TS.CompilerOptions;
  /** Parsed files, kept between checks while their text is unchanged. */
  readonly #parsed = new Map<string, TS.SourceFile>();
  #files = new Map<string, string>();
  #program: NgtscProgram | undefined;

  constructor(ts: typeof TS, types: ReadonlyMap<string, string>) {
    this.#ts = ts;
    this.#types = types;
    // The language service's options plus Angular's strictest template checks (a new CLI project's).
    this.#options = { ...typeCheckOptions(ts), strictTemplates: true, strictInjectionParameters: true, strictInputAccessModifiers: true };
    setFileSystem(new VirtualFileSystem((path) => this.#read(path)));
  }

  #read(path: string): string | undefined {
    return this.#files.get(path) ?? this.#types.get(path);
  }

  /** Template diagnostics of every file of the project. */
  check(files: ProjectFiles): TemplateDiagnostics {
    const ts = this.#ts;
    const previous = this.#files;
    this.#files = new Map(Object.entries(files).map(([path, text]) => [`/${path}`, text]));
    // ngtsc reuses its analysis of unchanged `.ts` files: an edited template or stylesheet file must be named.
    const modified = new Set<string>();
    for (const path of new Set([...previous.keys(), ...this.#files.keys()]))
      if (!path.endsWith('.ts') && previous.get(path) !== this.#files.get(path)) modified.add(path);
    const host = this.#host(modified);
    const roots = [...this.#files.keys()].filter((path) => path.endsWith('.ts') && !path.endsWith('.d.ts'));
    const program = new NgtscProgram(roots, this.#options, host, this.#program);
    const diagnostics = [...program.getNgStructuralDiagnostics(), ...program.getNgSemanticDiagnostics()];
    this.#program = program;
    return toEditorDiagnostics(ts, diagnostics, files);
  }

  #host(modified: Set<string>): TS.CompilerHost & { getModifiedResourceFiles(): Set<string> } {
    const ts = this.#ts;
    const read = (path: string) => this.#read(path);
    const project = this.#files;
    for (const path of this.#parsed.keys()) if (!this.#types.has(path) && !project.has(path)) this.#parsed.delete(path);
    return {
      getSourceFile: (fileName, language) => {
        const text = read(fileName);
        if (text === undefined) return undefined;
        // Unchanged files keep their parsed tree: ngtsc reuses its analysis of them.
        let file = this.#parsed.get(fileName);
        if (!file || file.text !== text) {
          file = ts.createSourceFile(fileName, text, language, true);
          this.#parsed.set(fileName, file);
        }
        return file;
      },
      getDefaultLibFileName: () => `${LIB_DIR}lib.d.ts`,
      getDefaultLibLocation: () => LIB_DIR.replace(/\/$/, ''),
      writeFile: () => undefined,
      getCurrentDirectory: () => '/',
      getCanonicalFileName: (fileName) => fileName,
      useCaseSensitiveFileNames: () => true,
      getNewLine: () => '\n',
      fileExists: (fileName) => read(fileName) !== undefined,
      readFile: read,
      directoryExists: (dir) => directoryIn(dir, project.keys(), this.#types.keys()),
      getDirectories: () => [],
      getModifiedResourceFiles: () => modified,
    };
  }
}
