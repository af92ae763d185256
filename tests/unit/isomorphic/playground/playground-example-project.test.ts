import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../../../../isomorphic/playground/compile.ts';
import { exampleFilePath, exampleProject } from '../../../../isomorphic/playground/example-project.ts';

const app = `import { Component } from '@angular/core';
import { Card } from './card';

@Component({
  selector: 'app-root',
  imports: [Card],
  template: '<app-card />',
})
export class App {}
`;
const card = `import { Component } from '@angular/core';

@Component({ selector: 'app-card', templateUrl: './card.html' })
export class Card {}
`;

describe('example files → project paths', () => {
  it('keeps src/ paths, puts bare names under src/app/ and skips non-source files', () => {
    expect(exampleFilePath({ name: 'src/app/app.ts', path: null, code: '' })).toBe('src/app/app.ts');
    expect(exampleFilePath({ name: 'card.html', path: 'x/card.html', code: '' })).toBe('src/app/card.html');
    expect(exampleFilePath({ name: '', path: 'essentials/demo/card.css', code: '' })).toBe('src/app/card.css');
    expect(exampleFilePath({ name: 'Terminal', path: null, code: 'ng serve' })).toBeUndefined();
    expect(exampleFilePath({ name: '../secret.ts', path: null, code: '' })).toBeUndefined();
  });
});

describe('exampleProject', () => {
  it('generates main.ts and index.html around the root component of src/app/app.ts', () => {
    const project = exampleProject([
      { name: 'card.ts', path: null, code: card },
      { name: 'card.html', path: null, code: '<p>card</p>' },
      { name: 'src/app/app.ts', path: null, code: app },
    ]);
    expect(Object.keys(project).sort()).toEqual(['src/app/app.ts', 'src/app/card.html', 'src/app/card.ts', 'src/index.html', 'src/main.ts']);
    expect(project['src/index.html']).toContain('<app-root></app-root>');
    expect(project['src/main.ts']).toContain(`import { App } from './app/app';`);
    expect(project['src/main.ts']).toContain('bootstrapApplication(App)');
    // and the result compiles as the playground compiles it
    expect(compileProject(ts, project).problems).toEqual([]);
  });
  it('uses the first exported component when there is no app.ts, and keeps given main.ts/index.html', () => {
    const project = exampleProject([
      { name: 'card.ts', path: null, code: card },
      { name: 'card.html', path: null, code: '' },
    ]);
    expect(project['src/index.html']).toContain('<app-card></app-card>');
    expect(project['src/main.ts']).toContain(`import { Card } from './app/card';`);
    const given = exampleProject([
      { name: 'src/main.ts', path: null, code: 'main' },
      { name: 'src/index.html', path: null, code: 'index' },
    ]);
    expect(given).toEqual({ 'src/main.ts': 'main', 'src/index.html': 'index' });
  });
  it('throws when there is no component to start from', () => {
    expect(() => exampleProject([{ name: 'util.ts', path: null, code: 'export const x = 1;' }])).toThrow(/no exported component/);
  });
});
