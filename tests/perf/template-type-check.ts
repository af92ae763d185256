/**
 * What Angular's own template type-check (the ngtsc compiler of @angular/compiler-cli, strictTemplates)
 * would cost if the playground's language-service worker ran it (issue 33, "template errors"). Figures,
 * no assertions:
 * - bytes: the compiler-cli code the worker would add (esbuild bundle of `NgtscProgram`, minified,
 *   TypeScript left out because the worker has it already; raw and gzip -9); @angular/compiler, which
 *   ngtsc needs as well, is counted separately;
 * - time in Node on this machine: a first check of a two-component project (program + analysis + type-check
 *   blocks, nothing parsed yet), then a check after an edit of one template (incremental, reusing the
 *   previous program and the parsed library files);
 *   the diagnostics found (a misspelled property and a wrong input type are planted).
 * Usage: node tests/perf/template-type-check.ts [--runs 5]
 */
import { build } from 'esbuild';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 5);
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

async function bundleBytes(entry: string, external: string[]): Promise<{ raw: number; gzip: number }> {
  const out = await build({
    stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    write: false,
    external,
    logLevel: 'silent',
  });
  const code = out.outputFiles[0]!.contents;
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const cli = await bundleBytes("export { NgtscProgram } from '@angular/compiler-cli';", ['typescript', '@angular/compiler']);
const compiler = await bundleBytes("export * from '@angular/compiler';", []);
console.log(`ngtsc (compiler-cli, without TypeScript and @angular/compiler): ${kb(cli.raw)} minified, ${kb(cli.gzip)} gzip`);
console.log(`@angular/compiler (needed by ngtsc; the worker does not load it today): ${kb(compiler.raw)} minified, ${kb(compiler.gzip)} gzip`);

const { NgtscProgram } = await import('@angular/compiler-cli');
const dir = mkdtempSync(join(tmpdir(), 'ngtsc-'));
mkdirSync(join(dir, 'src/app'), { recursive: true });
symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
const counter = `import { Component, input } from '@angular/core';
@Component({ selector: 'app-counter', template: '<p>{{ count() }}</p>' })
export class Counter { readonly count = input.required<number>(); }
`;
const app = (template: string) => `import { Component } from '@angular/core';
import { Counter } from './counter';
@Component({ selector: 'app-root', imports: [Counter], template: \`${template}\` })
export class App { protected readonly title = 'Hi'; }
`;
writeFileSync(join(dir, 'src/app/counter.ts'), counter);
const files = [join(dir, 'src/app/app.ts'), join(dir, 'src/app/counter.ts')];
const options: ts.CompilerOptions & Record<string, unknown> = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.Preserve,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  skipLibCheck: true,
  noEmit: true,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  strictTemplates: true,
};

// The worker would keep parsed library and package files between checks (as its language service
// does): a compiler host that reuses a source file while its text is unchanged.
const parsed = new Map<string, ts.SourceFile>();
function cachingHost(): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, fresh) => {
    const text = ts.sys.readFile(fileName);
    const cached = parsed.get(fileName);
    if (cached && text !== undefined && cached.text === text) return cached;
    const file = read(fileName, language, onError, fresh);
    if (file) parsed.set(fileName, file);
    return file;
  };
  return host;
}

function check(template: string, old?: InstanceType<typeof NgtscProgram>) {
  writeFileSync(join(dir, 'src/app/app.ts'), app(template));
  const started = performance.now();
  const host = cachingHost();
  const program = new NgtscProgram(files, options, host, old);
  const diagnostics = [...program.getNgStructuralDiagnostics(), ...program.getNgSemanticDiagnostics()];
  return { program, ms: performance.now() - started, messages: diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')) };
}

const bad = '<h1>{{ titel }}</h1><app-counter [count]="title" />';
const cold: number[] = [];
const warm: number[] = [];
let messages: string[] = [];
for (let i = 0; i < runs; i++) {
  parsed.clear();
  const first = check(bad);
  cold.push(first.ms);
  messages = first.messages;
  const second = check(`${bad}<p>edit ${i}</p>`, first.program);
  warm.push(second.ms);
}
rmSync(dir, { recursive: true, force: true });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(0);
console.log(`first check (new program): median ${median(cold)} ms of ${runs} (${cold.map((v) => v.toFixed(0)).join(', ')})`);
console.log(`check after a template edit (incremental): median ${median(warm)} ms of ${runs} (${warm.map((v) => v.toFixed(0)).join(', ')})`);
console.log(`diagnostics: ${messages.length ? messages.map((m) => `\n  - ${m}`).join('') : 'none'}`);
