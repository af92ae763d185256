import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { TemplateChecker, toEditorDiagnostics } from '../../../../isomorphic/playground/template-check.ts';
import { collectPlaygroundTypes } from '../../../../scripts/playground-types.ts';

const main = `import { bootstrapApplication } from '@angular/platform-browser';\nimport { App } from './app/app';\nbootstrapApplication(App);\n`;
const counter = `import { Component, input } from '@angular/core';
@Component({ selector: 'app-counter', template: '<p>{{ count() }}</p>' })
export class Counter {
  readonly count = input.required<number>();
}
`;
const app = (template: string) => `import { Component } from '@angular/core';
import { Counter } from './counter';
@Component({ selector: 'app-root', imports: [Counter], template: \`${template}\` })
export class App {
  protected readonly title = 'Hi';
  protected readonly total = 3;
}
`;

describe('toEditorDiagnostics', () => {
  const file = (name: string, text: string) => ts.createSourceFile(name, text, ts.ScriptTarget.ES2022);
  const diagnostic = (sf: ts.SourceFile | undefined, start: number | undefined, length: number, message: string, category = ts.DiagnosticCategory.Error) =>
    ({ file: sf, start, length, messageText: message, category, code: -998002 }) satisfies ts.Diagnostic;

  it('maps a diagnostic to the project path of its file, with its span, severity and message', () => {
    const text = 'const a = `<p>{{ x }}</p>`;\n';
    const found = toEditorDiagnostics(
      ts,
      [diagnostic(file('/src/app/a.ts', text), 17, 1, 'No x'), diagnostic(file('/src/app/a.html', '<b></b>'), 1, 1, 'Careful', ts.DiagnosticCategory.Warning)],
      { 'src/app/a.ts': text, 'src/app/a.html': '<b></b>' },
    );
    expect(found).toEqual({
      'src/app/a.ts': [{ from: 17, to: 18, severity: 'error', message: 'No x' }],
      'src/app/a.html': [{ from: 1, to: 2, severity: 'warning', message: 'Careful' }],
    });
  });

  it('flattens chained messages, clamps spans to the text, sorts by position and drops what has no place in the project', () => {
    const text = 'abc';
    const chain: ts.DiagnosticMessageChain = { messageText: 'Outer', category: 1, code: 1, next: [{ messageText: 'Inner', category: 1, code: 1 }] };
    const found = toEditorDiagnostics(
      ts,
      [
        { ...diagnostic(file('/a.ts', text), 2, 10, ''), messageText: chain },
        diagnostic(file('/a.ts', text), 0, 1, 'First'),
        diagnostic(undefined, 0, 1, 'No file'),
        diagnostic(file('/a.ts', text), undefined, 1, 'No position'),
        diagnostic(file('/node_modules/x/index.d.ts', text), 0, 1, 'Not ours'),
      ],
      { 'a.ts': text },
    );
    expect(found['a.ts']).toEqual([
      { from: 0, to: 1, severity: 'error', message: 'First' },
      { from: 2, to: 3, severity: 'error', message: 'Outer\n  Inner' },
    ]);
    expect(Object.keys(found)).toEqual(['a.ts']);
  });
});

describe('TemplateChecker', () => {
  let checker: TemplateChecker;
  beforeAll(() => {
    checker = new TemplateChecker(ts, collectPlaygroundTypes());
  }, 120_000);

  it('reports a misspelled property and a wrong input type inside an inline template, at their place in the .ts file', () => {
    const text = app('<h1>{{ titel }}</h1><app-counter [count]="title" />');
    const found = checker.check({ 'src/main.ts': main, 'src/app/app.ts': text, 'src/app/counter.ts': counter });
    expect(Object.keys(found)).toEqual(['src/app/app.ts']);
    const [typo, input] = found['src/app/app.ts']!;
    expect(found['src/app/app.ts']).toHaveLength(2);
    expect(typo!.message).toContain("Property 'titel' does not exist on type 'App'");
    expect(text.slice(typo!.from, typo!.to)).toBe('titel');
    expect(input!.message).toContain("Type 'string' is not assignable to type 'number'");
    expect(text.slice(input!.from, input!.to)).toBe('count');
    expect(typo!.severity).toBe('error');
  }, 120_000);

  it('finds nothing once the template is fixed (an incremental check), and checks a templateUrl file in place, also when only it changed', () => {
    const fixed = { 'src/main.ts': main, 'src/app/app.ts': app('<h1>{{ title }}</h1><app-counter [count]="total" />'), 'src/app/counter.ts': counter };
    expect(checker.check(fixed)).toEqual({});
    const html = '<p>{{ count() + missing }}</p>\n';
    const external = counter.replace("template: '<p>{{ count() }}</p>'", "templateUrl: './counter.html'");
    const found = checker.check({ ...fixed, 'src/app/counter.ts': external, 'src/app/counter.html': html });
    expect(Object.keys(found)).toEqual(['src/app/counter.html']);
    expect(found['src/app/counter.html']![0]!.message).toContain("Property 'missing' does not exist on type 'Counter'");
    expect(html.slice(found['src/app/counter.html']![0]!.from, found['src/app/counter.html']![0]!.to)).toBe('missing');
    // Only the template file changes (its component does not): checked again all the same.
    const withHtml = (text: string) => ({ ...fixed, 'src/app/counter.ts': external, 'src/app/counter.html': text });
    expect(checker.check(withHtml('<p>{{ count() }}</p>\n'))).toEqual({});
    expect(Object.keys(checker.check(withHtml('<p>{{ cont() }}</p>\n')))).toEqual(['src/app/counter.html']);
  }, 120_000);
});
