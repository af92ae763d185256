import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { compileProject, moduleToken } from '../../../../isomorphic/playground/compile.ts';
import { DECORATORS_GLOBAL } from '../../../../isomorphic/playground/jit-transform.ts';

const base = {
  'src/main.ts': `import { bootstrapApplication } from '@angular/platform-browser';\nimport { App } from './app/app';\nbootstrapApplication(App);\n`,
  'src/index.html': '<app-root></app-root>',
};

const compileApp = (app: string, extra: Record<string, string> = {}) => {
  const result = compileProject(ts, { ...base, 'src/app/app.ts': app, ...extra });
  return { ...result, app: result.modules.find((m) => m.path === 'src/app/app.ts')?.code ?? '' };
};

/** Collapses whitespace so assertions do not depend on TypeScript's line breaks. */
const flat = (code: string) => code.replace(/\s+/g, ' ');

describe('JIT transform: signal members get the decorators the JIT compiler reads', () => {
  it('input() and input.required() become signal @Input with alias and required', () => {
    const { app, problems } = compileApp(`
      import { Component, input } from '@angular/core';
      @Component({ selector: 'app-root', template: '' })
      export class App {
        name = input.required<string>();
        size = input(3, { alias: 'boxSize' });
        plain = 1;
      }`);
    expect(problems).toEqual([]);
    const code = flat(app);
    expect(code).toContain(`${DECORATORS_GLOBAL}.Input({ isSignal: true, alias: undefined, required: true, transform: undefined }) ], App.prototype, "name"`);
    expect(code).toContain(`${DECORATORS_GLOBAL}.Input({ isSignal: true, alias: "boxSize", required: false, transform: undefined }) ], App.prototype, "size"`);
    expect(code).not.toContain('"plain"');
  });

  it('model() adds an input and an output named <name>Change (or <alias>Change)', () => {
    const code = flat(
      compileApp(`
      import { Component, model } from '@angular/core';
      @Component({ selector: 'app-root', template: '' })
      export class App { value = model(0); checked = model.required<boolean>({ alias: 'on' }); }`).app,
    );
    expect(code).toMatch(
      /Input\(\{ isSignal: true, alias: undefined, required: false, transform: undefined \}\), __ngPlayground\.Output\("valueChange"\) \], App\.prototype, "value"/,
    );
    expect(code).toMatch(
      /Input\(\{ isSignal: true, alias: "on", required: true, transform: undefined \}\), __ngPlayground\.Output\("onChange"\) \], App\.prototype, "checked"/,
    );
  });

  it('output() and outputFromObservable() become @Output, keeping an alias', () => {
    const code = flat(
      compileApp(`
      import { Component, output } from '@angular/core';
      import { outputFromObservable } from '@angular/core/rxjs-interop';
      import { Subject } from 'rxjs';
      @Component({ selector: 'app-root', template: '' })
      export class App { saved = output<string>(); closed = output({ alias: 'dismiss' }); ticks = outputFromObservable(new Subject<number>()); }`).app,
    );
    expect(code).toContain(`${DECORATORS_GLOBAL}.Output() ], App.prototype, "saved"`);
    expect(code).toContain(`${DECORATORS_GLOBAL}.Output("dismiss") ], App.prototype, "closed"`);
    // outputFromObservable comes from rxjs-interop, not @angular/core: left alone.
    expect(code).not.toContain('"ticks"');
  });

  it('queries become signal query decorators with their options', () => {
    const code = flat(
      compileApp(`
      import { Component, ElementRef, contentChildren, viewChild, viewChildren as children } from '@angular/core';
      @Component({ selector: 'app-root', template: '<p #box></p>' })
      export class App {
        box = viewChild.required<ElementRef>('box');
        all = children('box', { read: ElementRef });
        items = contentChildren(ElementRef, { descendants: true });
      }`).app,
    );
    expect(code).toContain(`${DECORATORS_GLOBAL}.ViewChild('box', { isSignal: true }) ], App.prototype, "box"`);
    expect(code).toContain(`${DECORATORS_GLOBAL}.ViewChildren('box', { ...{ read: ElementRef }, isSignal: true }) ], App.prototype, "all"`);
    expect(code).toContain(`${DECORATORS_GLOBAL}.ContentChildren(ElementRef, { ...{ descendants: true }, isSignal: true }) ], App.prototype, "items"`);
  });

  it('does not touch same-named functions that are not imported from @angular/core', () => {
    const code = compileApp(`
      import { Component } from '@angular/core';
      const input = (v: number) => v;
      @Component({ selector: 'app-root', template: '' })
      export class App { n = input(1); }`).app;
    expect(code).not.toContain(DECORATORS_GLOBAL);
  });
});

describe('JIT transform: templateUrl and styleUrl(s) read the virtual files', () => {
  it('inlines templateUrl and styleUrl relative to the component file', () => {
    const { app, problems } = compileApp(
      `import { Component } from '@angular/core';
      @Component({ selector: 'app-root', templateUrl: './app.html', styleUrl: '../shared/theme.css' })
      export class App {}`,
      { 'src/app/app.html': '<h1>Hi "there"</h1>', 'src/shared/theme.css': 'h1 { color: red; }' },
    );
    expect(problems).toEqual([]);
    expect(app).toContain('template: "<h1>Hi \\"there\\"</h1>"');
    expect(flat(app)).toContain('styles: [ "h1 { color: red; }" ]');
    expect(app).not.toContain('templateUrl');
  });

  it('merges styleUrls with inline styles', () => {
    const { app } = compileApp(
      `import { Component } from '@angular/core';
      @Component({ selector: 'app-root', template: '', styles: ['p { margin: 0 }'], styleUrls: ['./a.css', './b.css'] })
      export class App {}`,
      { 'src/app/a.css': '.a {}', 'src/app/b.css': '.b {}' },
    );
    expect(flat(app)).toContain(`styles: [ 'p { margin: 0 }', ".a {}", ".b {}" ]`);
  });

  it('reports a templateUrl that matches no file', () => {
    const { problems } = compileApp(`import { Component } from '@angular/core';
      @Component({ selector: 'app-root', templateUrl: './nope.html' })
      export class App {}`);
    expect(problems).toEqual([expect.stringContaining('templateUrl "./nope.html" does not match a file of the project (looked for src/app/nope.html)')]);
  });
});

describe('compileProject', () => {
  it('rewrites relative imports to module tokens and orders dependencies first', () => {
    const result = compileApp(
      `import { Component } from '@angular/core';
      import { Item } from './item';
      import type { Shape } from './shape';
      @Component({ selector: 'app-root', imports: [Item], template: '' })
      export class App { shape?: Shape; }`,
      {
        'src/app/item.ts': `import { Component } from '@angular/core';\n@Component({ selector: 'app-item', template: '' })\nexport class Item {}`,
        'src/app/shape.ts': 'export interface Shape { sides: number }',
      },
    );
    expect(result.problems).toEqual([]);
    expect(result.modules.map((m) => m.path)).toEqual(['src/app/item.ts', 'src/app/app.ts', 'src/main.ts']);
    expect(result.app).toContain(`from '${moduleToken('src/app/item.ts')}'`);
    // Type-only imports disappear; bare imports stay for the import map.
    expect(result.app).not.toContain('shape');
    expect(result.app).toContain(`from '@angular/core'`);
    expect(result.entry).toBe('src/main.ts');
  });

  it('reports syntax errors with file and line, missing modules and import cycles', () => {
    expect(compileApp('export class App {').problems[0]).toMatch(/^src\/app\/app\.ts:1:\d+: '}' expected/);
    expect(compileApp(`import { X } from './missing';\nexport class App { x = X; }`).problems).toEqual([
      'src/app/app.ts: cannot find module "./missing" in the project.',
    ]);
    const cycle = compileApp(`import { B } from './b';\nexport class App { b = B; }`, {
      'src/app/b.ts': `import { App } from './app';\nexport const B = App;`,
    });
    expect(cycle.problems).toEqual([expect.stringContaining('Import cycle: src/main.ts → src/app/app.ts → src/app/b.ts → src/app/app.ts')]);
  });

  it('requires src/main.ts', () => {
    const result = compileProject(ts, { 'src/index.html': '', 'src/app.ts': 'export const a = 1;' });
    expect(result.problems).toContain('src/main.ts is missing: the preview starts from it.');
  });

  it('emits legacy decorators (browsers have no native ones)', () => {
    const { app } = compileApp(`import { Component } from '@angular/core';\n@Component({ selector: 'app-root', template: '' })\nexport class App {}`);
    expect(app).toContain('__decorate');
    expect(app).not.toMatch(/^\s*@Component/m);
  });
});

describe('JIT transform: constructor injection', () => {
  it('typed constructor parameters of Angular classes get ctorParameters, with imports TypeScript keeps', () => {
    const { app, problems } = compileApp(
      `
      import { Component, ElementRef } from '@angular/core';
      import { FareTable } from './fare-table';
      import type { Fare } from './fare-table';
      class Local {}
      @Component({ selector: 'app-root', template: '' })
      export class App {
        fares: Fare[] = [];
        constructor(private readonly table: FareTable, host: ElementRef<HTMLElement>, local: Local, count: number) {}
      }`,
      { 'src/app/fare-table.ts': `import { Service } from '@angular/core';\n@Service()\nexport class FareTable {}\n` },
    );
    expect(problems).toEqual([]);
    const code = flat(app);
    expect(code).toContain(`import { FareTable as ɵctor_FareTable } from "${moduleToken('src/app/fare-table.ts')}"`);
    expect(code).toContain('import { ElementRef as ɵctor_ElementRef } from "@angular/core"');
    expect(code).toMatch(/ctorParameters = \(\) => \[\{ type: ɵctor_FareTable \}, \{ type: ɵctor_ElementRef \}, \{ type: Local \}, \{ type: undefined \}\]/);
    expect(code).not.toContain('ɵctor_Fare ');
  });

  it('leaves classes without an Angular decorator, without parameters or with parameter decorators alone', () => {
    const { app } = compileApp(
      `
      import { Component, Inject } from '@angular/core';
      import { FareTable } from './fare-table';
      export class Plain { constructor(t: FareTable) {} }
      @Component({ selector: 'app-root', template: '' })
      export class App { constructor(@Inject(FareTable) t: FareTable) {} }`,
      { 'src/app/fare-table.ts': 'export class FareTable {}\n' },
    );
    expect(app).not.toContain('ctorParameters');
  });
});

describe('compileProject: modules the preview may reuse between runs', () => {
  const reusable = (source: string) => compileApp(source).modules.find((m) => m.path === 'src/app/app.ts')?.reusable === true;

  it('marks modules of functions, classes, types and primitive constants reusable', () => {
    expect(
      reusable(`import { Component } from '@angular/core';
        import type { Signal } from '@angular/core';
        export interface Berth { id: number }
        export type Tide = 'high' | 'low';
        export const LIMIT = 4;
        export const NAME = 'Harbour' as const;
        export const OFFSET = -1;
        export const label = (b: Berth) => \`Berth \${b.id}\`;
        export function double(n: number) { return n * 2; }
        declare const ngDevMode: boolean;
        class Helper { static of() { return new Helper(); } }
        @Component({ selector: 'app-root', template: '<p>{{ 1 }}</p>', providers: [] })
        export class App { readonly items: number[] = []; s?: Signal<number>; }
        export { Helper };`),
    ).toBe(true);
  });

  it('evaluates modules with state (let, arrays, objects, calls, statements, enums, static fields) afresh', () => {
    expect(reusable('export let count = 0; export class App {}')).toBe(false);
    expect(reusable('export const SHELF = [{ id: 1 }]; export class App {}')).toBe(false);
    expect(reusable("export const routes = [{ path: '' }]; export class App {}")).toBe(false);
    expect(reusable("import { signal } from '@angular/core'; export const total = signal(0); export class App {}")).toBe(false);
    expect(reusable("import { InjectionToken } from '@angular/core'; export const TOKEN = new InjectionToken<string>('t'); export class App {}")).toBe(false);
    expect(reusable("console.log('loaded'); export class App {}")).toBe(false);
    expect(reusable('export enum Tide { High, Low } export class App {}')).toBe(false);
    expect(reusable('export class App { static runs = 0; }')).toBe(false);
    expect(reusable('export class App { static { console.log(1); } }')).toBe(false);
  });

  it('never reuses the entry, nor a component with a @defer block', () => {
    const result = compileApp(`import { Component } from '@angular/core';
      @Component({ selector: 'app-root', template: '@defer (on timer(1s)) { <p>late</p> } @placeholder { <p>soon</p> }' })
      export class App {}`);
    expect(result.modules.find((m) => m.path === 'src/app/app.ts')?.reusable).toBeUndefined();
    expect(result.modules.find((m) => m.path === 'src/main.ts')?.reusable).toBeUndefined();
    const fromFile = compileApp(
      `import { Component } from '@angular/core';
      @Component({ selector: 'app-root', templateUrl: './app.html' })
      export class App {}`,
      { 'src/app/app.html': '@defer { <p>late</p> }' },
    );
    expect(fromFile.modules.find((m) => m.path === 'src/app/app.ts')?.reusable).toBeUndefined();
  });
});
