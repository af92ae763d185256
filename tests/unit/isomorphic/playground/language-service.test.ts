import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiLink, ProjectLanguageService } from '../../../../isomorphic/playground/language-service.ts';
import { collectPlaygroundTypes } from '../../../../scripts/playground-types.ts';

const main = `import { bootstrapApplication } from '@angular/platform-browser';\nimport { App } from './app/app';\nbootstrapApplication(App);\n`;
const app = (body: string) =>
  `import { Component, signal } from '@angular/core';\n@Component({ selector: 'app-root', template: '<p>{{ n }}</p>' })\nexport class App {\n${body}\n}\n`;

describe('ProjectLanguageService', () => {
  let service: ProjectLanguageService;
  beforeAll(() => {
    service = new ProjectLanguageService(ts, collectPlaygroundTypes());
  }, 120_000);

  it('reports a type error with its position and message, and nothing for correct code', () => {
    const bad = app('  protected readonly n: number = "str";');
    service.setFiles({ 'src/main.ts': main, 'src/app/app.ts': bad });
    const found = service.diagnostics('src/app/app.ts');
    expect(found).toHaveLength(1);
    expect(found[0]!.severity).toBe('error');
    expect(found[0]!.message).toContain("Type 'string' is not assignable to type 'number'");
    expect(bad.slice(found[0]!.from, found[0]!.to)).toBe('n');
    service.setFiles({ 'src/main.ts': main, 'src/app/app.ts': app('  protected readonly n = signal(1);') });
    expect(service.diagnostics('src/app/app.ts')).toEqual([]);
    expect(service.diagnostics('src/main.ts')).toEqual([]);
  }, 120_000);

  it('applies the strict options of a new CLI project (implicit any, index signature access)', () => {
    service.setFiles({ 'src/app/util.ts': 'export function f(x) { return x; }\n' });
    expect(
      service
        .diagnostics('src/app/util.ts')
        .map((d) => d.message)
        .join('\n'),
    ).toContain("implicitly has an 'any' type");
  });

  it('completes members and Angular symbols not imported yet, with the import edit', () => {
    const text = app('  protected readonly n = signal(1);\n  protected readonly d = compu');
    service.setFiles({ 'src/app/app.ts': text });
    const pos = text.indexOf('compu') + 'compu'.length;
    const result = service.completions('src/app/app.ts', pos)!;
    expect(result.from).toBe(pos - 5);
    const computed = result.options.find((o) => o.label === 'computed' && o.source === '@angular/core');
    expect(computed).toBeDefined();
    const edits = service.importEdits('src/app/app.ts', pos, 'computed', computed!.source!, computed!.data);
    expect(edits.map((e) => e.insert).join('')).toContain('computed');
    const members = service.completions('src/app/app.ts', text.indexOf('signal(1)') + 'signal(1)'.length)!;
    expect(members).toBeDefined();
  }, 120_000);

  it('hovers with the type, the first line of the documentation and the API page', () => {
    const text = app('  protected readonly n = signal(1);');
    service.setFiles({ 'src/app/app.ts': text });
    const info = service.hover('src/app/app.ts', text.indexOf('signal(1)') + 2)!;
    expect(info.type).toContain('signal');
    expect(info.doc).toBeTruthy();
    expect(info.link).toBe('/api/core/signal');
  }, 60_000);
});

describe('apiLink', () => {
  it('maps a declaration in an Angular package to its API page', () => {
    expect(apiLink('/node_modules/@angular/core/types/_api-chunk.d.ts', 'signal')).toBe('/api/core/signal');
    expect(apiLink('/node_modules/@angular/core/types/rxjs-interop.d.ts', 'toSignal')).toBe('/api/core/rxjs-interop/toSignal');
    expect(apiLink('/node_modules/rxjs/dist/types/index.d.ts', 'map')).toBeUndefined();
    expect(apiLink('/src/app/app.ts', 'App')).toBeUndefined();
  });
});
