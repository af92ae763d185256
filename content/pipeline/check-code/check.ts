/**
 * The code-sample check (`npm run check:code`, issue 18): every TypeScript sample is type-checked
 * against the installed `@angular/*` packages by the Angular compiler (`NgtscProgram`) with the
 * strictness of a new CLI project (`strict`, `strictTemplates`, …), so component templates (inline or
 * in a sibling `.html` sample) go through the template type-checker; HTML samples are parsed with the
 * compiler's template parser; JSON samples with JSON.parse.
 *
 * One program for everything: each page (and each example, playground template and tutorial step) is a
 * file set under a virtual folder `<root>/.check-code/<n>/` (never written to disk; placed inside the
 * repository so `@angular/*` resolves from node_modules). On a page, samples whose headers name files
 * form one project (`src/app/x.ts`, `./x` imports resolve); a header-less TypeScript sample is a file
 * of its own. When a page shows a file a second time (a new version of it), the samples so far become
 * one project and the new version starts the next, with the other files carried over as context.
 */
import { NgtscProgram } from '@angular/compiler-cli';
import { parseTemplate } from '@angular/compiler';
import ts from 'typescript';
import { existsSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { readExample } from '../markdown/code/example-file.ts';
import type { PageSamples, ProjectSamples, Sample } from './collect.ts';

export interface CheckError {
  /** Repo-relative file of the sample (the page, or the project file). */
  file: string;
  /** Line in `file`. */
  line: number;
  /** Line within the sample. */
  sampleLine: number;
  message: string;
  /** `file:LINE: sample line N: message`. */
  text: string;
}

export interface SectionCount {
  checked: number;
  fragments: number;
  /** Samples marked `avoid` (shown as wrong): compiled, errors not reported. */
  avoid: number;
}

export interface CheckResult {
  errors: CheckError[];
  sections: Map<string, SectionCount>;
  /** Files in the compiler program that come from samples. */
  programFiles: number;
  ms: { collect?: number; program: number; diagnostics: number; total: number };
}

/** The strictness of `ng new` (its tsconfig.json template), with no emit. */
export const COMPILER_OPTIONS = {
  strict: true,
  noImplicitOverride: true,
  noPropertyAccessFromIndexSignature: true,
  noImplicitReturns: true,
  noFallthroughCasesInSwitch: true,
  skipLibCheck: true,
  isolatedModules: true,
  experimentalDecorators: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.Preserve,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  // tsconfig.spec.json of `ng new` with the default (Vitest) runner: spec samples use its globals.
  types: ['vitest/globals'],
  noEmit: true,
  // angularCompilerOptions
  strictTemplates: true,
  strictInjectionParameters: true,
  strictInputAccessModifiers: true,
  enableI18nLegacyMessageIdFormat: false,
};

/** A file in the program and the sample it comes from. */
interface VirtualFile {
  text: string;
  sample: Sample;
  /** False for a file carried over from an earlier version of the project (context only). */
  owned: boolean;
}

const ROOT_FILES = /^(main\.ts|index\.html|styles\.(css|scss)|server\.ts)$/;
const WORKSPACE_FILES = /^(tsconfig(\.[\w-]+)?\.json|package\.json|angular\.json)$/;

/** Project path of a sample's header: `recipe.ts` → `src/app/recipe.ts`; undefined when it names no file. */
export function pathOfHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const h = header.trim().replace(/^\.?\/+/, '');
  if (/\s/.test(h) || !/\.[a-z]+$/i.test(h)) return undefined;
  if (h.includes('/')) return posix.normalize(h);
  if (ROOT_FILES.test(h)) return `src/${h}`;
  if (WORKSPACE_FILES.test(h)) return h;
  return `src/app/${h}`;
}

const lineOf = (text: string, pos: number) => text.slice(0, pos).split('\n').length;

function errorAt(sample: Sample, sampleLine: number, message: string): CheckError {
  const inFile = sample.examplePath === undefined;
  const line = inFile ? sample.line + sampleLine - 1 : sample.line;
  const where = inFile ? '' : ` (content/examples/${sample.examplePath}:${sampleLine})`;
  const text = `${sample.source}:${line}: sample line ${sampleLine}: ${message}${where}`;
  return { file: sample.source, line, sampleLine, message, text };
}

// Source files of node_modules and the TypeScript libs, shared by every program of this process.
const libraryFiles = new Map<string, ts.SourceFile | undefined>();

/** The virtual file tree under `<root>/.check-code/`: every sample file of the run, by full path. */
interface VirtualTree {
  root: string;
  files: Map<string, VirtualFile>;
  dirs: Set<string>;
  /** A new numbered folder for the next file set. */
  nextFolder(): string;
  add(base: string, path: string, file: VirtualFile): void;
}

function virtualTree(root: string): VirtualTree {
  const vroot = join(root, '.check-code');
  const files = new Map<string, VirtualFile>();
  const dirs = new Set<string>();
  let folder = 0;
  return {
    root: vroot,
    files,
    dirs,
    nextFolder: () => posix.join(vroot, String(folder++)),
    add(base, path, file) {
      const full = posix.join(base, path);
      files.set(full, file);
      for (let d = dirname(full); d.length >= vroot.length && !dirs.has(d); d = dirname(d)) dirs.add(d);
    },
  };
}

/** Checks of samples that are not TypeScript: HTML through the template parser, JSON through JSON.parse. */
function markupChecks(errors: CheckError[]) {
  const html = (sample: Sample) => {
    if (sample.avoid) return;
    const parsed = parseTemplate(sample.code, sample.source, { preserveWhitespaces: false });
    for (const error of parsed.errors ?? []) errors.push(errorAt(sample, error.span.start.line + 1, error.msg.split('\n')[0]));
  };
  const json = (sample: Sample, path: string | undefined) => {
    const tsconfig = path !== undefined && /(^|\/)tsconfig[\w.-]*\.json$/.test(path);
    if (tsconfig) {
      // tsconfig files are JSON with comments (the CLI writes comments into them).
      const result = ts.parseConfigFileTextToJson(path, sample.code);
      if (result.error) {
        const pos = result.error.start ?? 0;
        errors.push(errorAt(sample, lineOf(sample.code, pos), ts.flattenDiagnosticMessageText(result.error.messageText, ' ')));
      }
      return;
    }
    try {
      JSON.parse(sample.code);
    } catch (error) {
      const message = (error as Error).message;
      const pos = /position (\d+)/.exec(message)?.[1];
      errors.push(errorAt(sample, pos ? lineOf(sample.code, Number(pos)) : 1, message));
    }
  };
  return { html, json };
}

type Count = (section: string, sample: Sample) => void;
type MarkupChecks = ReturnType<typeof markupChecks>;

/** Pages: each page's samples as file sets, one per version of its project. */
function addPageFiles(tree: VirtualTree, pages: PageSamples[], count: Count, check: MarkupChecks): void {
  for (const page of pages) {
    let current = new Map<string, VirtualFile>();
    const flush = () => {
      if (!current.size) return;
      const base = tree.nextFolder();
      for (const [path, file] of current) tree.add(base, path, file);
    };
    let anonymous = 0;
    let inGroup: number | undefined;
    let pageState = new Map<string, VirtualFile>();
    for (const sample of page.samples) {
      count(page.section, sample);
      if (sample.fragment) continue;
      const path = pathOfHeader(sample.header);
      if (sample.avoid && sample.kind !== 'ts' && !path?.endsWith('.html')) continue;
      if (sample.kind === 'json') {
        check.json(sample, path);
        continue;
      }
      if (sample.kind === 'html') {
        if (!path?.endsWith('index.html')) check.html(sample);
        if (!path?.endsWith('.html')) continue;
      }
      const filePath = path && (path.endsWith('.ts') || path.endsWith('.html')) ? path : `src/app/sample-${++anonymous}.${sample.kind}`;
      // A <docs-code-multifile> is a self-contained example: a project of its own. After it, the page's
      // project continues with the example's files carried over (samples that follow often change it).
      if (sample.group !== inGroup) {
        flush();
        if (inGroup === undefined) pageState = current;
        current = sample.group === undefined ? new Map([...pageState, ...current].map(([p, f]) => [p, { ...f, owned: false }])) : new Map();
        inGroup = sample.group;
      }
      // A file shown again starts the next version of the project, with the other files carried over
      // (a carried-over copy is simply replaced: a new component and its new template stay together).
      if (current.get(filePath)?.owned) {
        flush();
        current = new Map([...current].map(([p, f]) => [p, { ...f, owned: false }]));
      }
      current.set(filePath, { text: sample.code, sample, owned: true });
    }
    flush();
  }
}

/** Projects (examples, playground templates, tutorial steps): their files as they are. */
function addProjectFiles(tree: VirtualTree, projects: ProjectSamples[], count: Count, check: MarkupChecks): void {
  const projectSources = new Set<string>();
  for (const project of projects) {
    const base = tree.nextFolder();
    for (const { path, sample } of project.files) {
      const first = !projectSources.has(sample.source);
      if (first) {
        projectSources.add(sample.source);
        count(project.section, sample);
        if (sample.kind === 'html' && !path.endsWith('index.html')) check.html(sample);
        if (sample.kind === 'json') check.json(sample, path);
      }
      if (sample.kind === 'ts' || sample.kind === 'html') tree.add(base, path, { text: sample.code, sample, owned: true });
    }
  }
}

/** The relative imports of a TypeScript file: the import clause (or `stub`) and the specifier. */
function relativeImports(text: string): { clause: string; path: string }[] {
  return [
    ...[...text.matchAll(/import\s+(?:type\s+)?([^;'"]*?)\s+from\s+['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => ({ clause: m[1], path: m[2] })),
    // loadComponent: () => import('./x').then((m) => m.Name)
    ...[...text.matchAll(/import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)(?:\s*\.then\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*\2\.(\w+))?/g)].map((m) => ({
      clause: m[3] ? `{ ${m[3]} }` : 'stub',
      path: m[1],
    })),
  ];
}

/**
 * The declarations standing in for names a sample imports from a file the page does not show.
 * A name the importing component lists in `imports: [...]` must be a component for the compiler: the
 * stub is one with the conventional selector (`RainfallChart` → `app-rainfall-chart`), no inputs. (Also
 * a name in an array constant such as `export const LIST_IMPORTS = [BikeRow, PriceTag]`.) Its inputs
 * are the properties the page's templates bind on that selector (`[bike]`, `[(rating)]`).
 */
function stubDeclarations(tree: VirtualTree, file: VirtualFile, clause: string, existing: VirtualFile | undefined): string[] {
  const names = new Set<string>();
  const braces = /\{([\s\S]*)\}/.exec(clause)?.[1];
  for (const part of braces?.split(',') ?? []) {
    const name = part
      .trim()
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/)[0]
      .trim();
    if (name) names.add(name);
  }
  const listed = new Set(
    [...file.text.matchAll(/(?:imports\s*:|=)\s*\[([^\]]*)\]/g)].flatMap((x) => x[1].split(',').map((n) => n.trim().replace(/^\.\.\./, ''))),
  );
  const componentStub = (n: string) => {
    const selector = `app-${n.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
    const inputs = new Set<string>();
    const models = new Set<string>();
    for (const other of tree.files.values()) {
      if (other.sample.source !== file.sample.source) continue;
      for (const tag of other.text.matchAll(new RegExp(`<${selector}\\b([^>]*)>`, 'g'))) {
        for (const b of tag[1].matchAll(/\[(\(?)([\w]+)\)?\]\s*=/g)) (b[1] ? models : inputs).add(b[2]);
      }
    }
    const members = [...[...inputs].map((i) => `  readonly ${i} = input<any>();`), ...[...models].map((m) => `  readonly ${m} = model<any>();`)];
    return `@Component({ selector: '${selector}', template: '' })\nexport class ${n} {\n${members.join('\n')}\n}`;
  };
  const stub = [...names]
    .filter((n) => !existing?.text.includes(` ${n}`))
    .map((n) =>
      listed.has(n) && /^[A-Z]/.test(n)
        ? componentStub(n)
        : /^[A-Z][a-z]/.test(n) && !new RegExp(`\\b${n}\\.\\w`).test(file.text)
          ? // A class (service, model): a constructor of `any`, so `inject(X)` is typed `any` too
            // (unless the file reads a static member, `X.with(…)`: then plain `any`).
            `export declare const ${n}: new (...args: any[]) => any;\nexport type ${n} = any;`
          : `export declare const ${n}: any;\nexport type ${n} = any;`,
    );
  if (stub.some((t) => t.startsWith('@Component')) && !existing?.text.includes('import { Component'))
    stub.unshift("import { Component, input, model } from '@angular/core';");
  const defaultName = /^([A-Za-z_$][\w$]*)/.exec(clause.replace(/^\*\s+as\s+\w+/, ''))?.[1];
  if (defaultName && !existing?.text.includes('export default')) stub.push('declare const stub: any;\nexport default stub;');
  return stub;
}

/**
 * A relative import of a file the page does not show: for a `path=` sample, the sibling file of its
 * folder under content/examples; otherwise a stub that types its names `any`.
 */
function resolveMissingImports(tree: VirtualTree, examplesDir: string): void {
  const queue = [...tree.files.keys()];
  while (queue.length) {
    const full = queue.shift()!;
    const file = tree.files.get(full)!;
    if (!full.endsWith('.ts')) continue;
    for (const m of relativeImports(file.text)) {
      const target = posix.join(dirname(full), m.path);
      const existing = tree.files.get(`${target}.ts`);
      if (existing?.owned || tree.files.has(`${target}/index.ts`) || tree.files.has(target)) continue;
      const sibling = file.sample.examplePath ? posix.join(posix.dirname(file.sample.examplePath), m.path) : undefined;
      if (sibling && !existing && existsSync(join(examplesDir, `${sibling}.ts`))) {
        const sample = { ...file.sample, examplePath: `${sibling}.ts` };
        tree.add('/', `${target}.ts`, { text: readExample(examplesDir, `${sibling}.ts`), sample, owned: false });
        queue.push(`${target}.ts`);
        continue;
      }
      // Example folders, playground templates and tutorial steps are real projects: a missing file is
      // an error (TS2307), not something to stub.
      if (file.sample.project || sibling) continue;
      const stub = stubDeclarations(tree, file, m.clause, existing);
      tree.add('/', `${target}.ts`, { text: [existing?.text ?? '', ...stub].join('\n'), sample: file.sample, owned: false });
    }
  }
}

/** One Angular compiler program over the whole tree: its error diagnostics and what they took. */
function compileTree(root: string, tree: VirtualTree): { diagnostics: ts.Diagnostic[]; rootNames: string[]; programMs: number; diagnosticsMs: number } {
  const { files, dirs, root: vroot } = tree;
  const options = COMPILER_OPTIONS as unknown as ts.CompilerOptions;
  const host = ts.createCompilerHost(options);
  const isVirtual = (f: string) => f.startsWith(vroot + '/');
  // Stylesheets are not checked: one a component names but the page does not show reads as empty.
  // Likewise a template the page does not show (the component's `.html` file) reads as empty.
  const isStyle = (f: string) => /\.(css|scss|sass|less|html)$/.test(f);
  host.fileExists = (f) => (isVirtual(f) ? files.has(f) || isStyle(f) : ts.sys.fileExists(f));
  host.readFile = (f) => (isVirtual(f) ? (files.get(f)?.text ?? (isStyle(f) ? '' : undefined)) : ts.sys.readFile(f));
  host.directoryExists = (d) => (isVirtual(d) || d === vroot ? dirs.has(d) : ts.sys.directoryExists(d));
  host.getDirectories = (d) => (isVirtual(d) || d === vroot ? [] : ts.sys.getDirectories(d));
  host.realpath = (f) => (isVirtual(f) ? f : (ts.sys.realpath?.(f) ?? f));
  host.getCurrentDirectory = () => root;
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const file = files.get(fileName);
    if (file) return ts.createSourceFile(fileName, file.text, languageVersion, true);
    if (!libraryFiles.has(fileName) || shouldCreate) libraryFiles.set(fileName, getSourceFile(fileName, languageVersion, onError, shouldCreate));
    return libraryFiles.get(fileName);
  };
  const rootNames = [...files.keys()].filter((f) => f.endsWith('.ts'));
  const programStarted = performance.now();
  const program = new NgtscProgram(rootNames, options as never, host as never);
  const programMs = performance.now() - programStarted;

  const diagStarted = performance.now();
  const diagnostics: ts.Diagnostic[] = [
    ...program.getTsOptionDiagnostics(),
    ...program.getNgOptionDiagnostics(),
    ...program.getTsSyntacticDiagnostics(),
    ...program.getTsSemanticDiagnostics(),
    ...program.getNgStructuralDiagnostics(),
    ...program.getNgSemanticDiagnostics(),
  ].filter((d) => d.category === ts.DiagnosticCategory.Error);
  return { diagnostics, rootNames, programMs, diagnosticsMs: performance.now() - diagStarted };
}

/** A compiler error as a check error: at its sample's line, or at the library file; none for context files. */
function diagnosticError(d: ts.Diagnostic, files: Map<string, VirtualFile>): CheckError | undefined {
  const code = d.code < 0 ? `NG${String(d.code).replace(/^-99/, '')}` : `TS${d.code}`;
  const message = `${ts.flattenDiagnosticMessageText(d.messageText, ' ').replace(/\s+/g, ' ')} [${code}]`;
  const fileName = d.file?.fileName;
  const file = fileName ? files.get(fileName) : undefined;
  if (file) {
    if (!file.owned || file.sample.avoid) return undefined;
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 1;
    return errorAt(file.sample, line, message);
  }
  const where = fileName && d.file && d.start !== undefined ? `${fileName}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}` : 'compiler';
  return { file: where, line: 0, sampleLine: 0, message, text: `${where}: ${message}` };
}

/** Checks the collected samples. `root` is the repository root (node_modules resolves from there). */
export function checkSamples(root: string, pages: PageSamples[], projects: ProjectSamples[], examplesDir = join(root, 'content/examples')): CheckResult {
  const started = performance.now();
  const errors: CheckError[] = [];
  const sections = new Map<string, SectionCount>();
  const count: Count = (section, sample) => {
    const c = sections.get(section) ?? { checked: 0, fragments: 0, avoid: 0 };
    if (sample.fragment) c.fragments += 1;
    else if (sample.avoid) c.avoid += 1;
    else c.checked += 1;
    sections.set(section, c);
  };

  const tree = virtualTree(root);
  const check = markupChecks(errors);
  addPageFiles(tree, pages, count, check);
  addProjectFiles(tree, projects, count, check);
  resolveMissingImports(tree, examplesDir);
  const { diagnostics, rootNames, programMs, diagnosticsMs } = compileTree(root, tree);
  for (const d of diagnostics) {
    const error = diagnosticError(d, tree.files);
    if (error) errors.push(error);
  }
  const unique = [...new Map(errors.map((e) => [e.text, e])).values()];
  unique.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return {
    errors: unique,
    sections,
    programFiles: rootNames.length,
    ms: { program: programMs, diagnostics: diagnosticsMs, total: performance.now() - started },
  };
}
