import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripMarkers } from '../../../../../content/pipeline/markdown/code/example-file.ts';
import { diffLines } from '../../../../../content/pipeline/markdown/code/diff.ts';
import { EXAMPLES_DIR, codeBlocks, codeLines, md, render, renderError, textOf } from './helpers.ts';

/** Each line is one span.line whose own markup is balanced. */
function expectBalancedLines(code: string): void {
  for (const line of codeLines(code)) {
    expect(line).toMatch(/^<span class="line[^"]*" data-line="\d+">[\s\S]*<\/span>$/);
    const opens = line.match(/<span\b/g)?.length ?? 0;
    const closes = line.match(/<\/span>/g)?.length ?? 0;
    expect(closes).toBe(opens);
    let depth = 0;
    for (const tag of line.matchAll(/<(\/?)span\b/g)) {
      depth += tag[1] ? -1 : 1;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
  }
}

function lineTexts(code: string): string[] {
  return codeLines(code).map(textOf);
}

describe('fenced code markup', () => {
  it('emits docs-code-example > figure > figcaption + pre > code with one span.line per source line', () => {
    const { html } = render(md('```ts {header: "src/app/app.ts"}', 'const a = 1;', '', 'const b = 2;', '```'));
    expect(html).toMatch(
      /^<docs-code-example class="docs-code">\n<figure class="docs-code-file" data-language="ts"><figcaption class="docs-code-header">src\/app\/app\.ts<\/figcaption><pre class="docs-code-pre" tabindex="0" data-lines="\d+"><code class="language-ts"><span class="line" data-line="1">/,
    );
    expect(html.endsWith('</code></pre></figure>\n</docs-code-example>\n')).toBe(true);
    const [code] = codeBlocks(html);
    expect(lineTexts(code)).toEqual(['const a = 1;', '', 'const b = 2;']);
    expect(codeLines(code).map((l) => /data-line="(\d+)"/.exec(l)![1])).toEqual(['1', '2', '3']);
  });

  it('splits tokens that span lines so every line is balanced', () => {
    const source = md('```ts', '/* a block', '   comment */', 'const t = `first', '${value} second', 'third`;', '```');
    const [code] = codeBlocks(render(source).html);
    expectBalancedLines(code);
    expect(codeLines(code)).toHaveLength(5);
    expect(codeLines(code)[1]).toBe('<span class="line" data-line="2"><span class="token comment">   comment */</span></span>');
    // The template string is closed at the end of line 3 and reopened on line 4.
    expect(codeLines(code)[2]).toMatch(/<span class="token template-string">.*first<\/span><\/span><\/span>$/);
    expect(codeLines(code)[3]).toMatch(/^<span class="line" data-line="4"><span class="token template-string"><span class="token interpolation">/);
    expect(lineTexts(code)).toEqual(['/* a block', '   comment */', 'const t = `first', '${value} second', 'third`;']);
  });

  it('marks highlighted lines, line numbers and visible lines', () => {
    const source = md('```ts {linenums, highlight: [1, [3, 4]], visibleLines: [[1, 2], 4]}', 'a();', 'b();', 'c();', 'd();', 'e();', '```');
    const { html } = render(source);
    expect(html).toContain('<docs-code-example class="docs-code" linenums>');
    expect(html).toContain('data-visible-lines="[[1,2],[4,4]]" data-linenums>');
    const classes = codeLines(codeBlocks(html)[0]).map((l) => /class="([^"]*)"/.exec(l)![1]);
    expect(classes).toEqual(['line highlighted', 'line', 'line highlighted', 'line highlighted', 'line']);
    expect(html).not.toMatch(/data-line="\d+">\d/);
  });

  it('sets hide-copy and the prefer/avoid verdict', () => {
    const { html } = render(md('```ts {hideCopy, avoid, header: "old.ts"}', 'var x;', '```'));
    expect(html).toContain('<docs-code-example class="docs-code" hide-copy avoid>');
    expect(html).toContain('<figcaption class="docs-code-header"><span class="docs-code-verdict docs-code-verdict-avoid">Avoid</span> old.ts</figcaption>');
  });

  it('does not highlight none, text, file or indented code, but escapes it', () => {
    for (const lang of ['none', 'text', 'file']) {
      const { html } = render(md(`\`\`\`${lang}`, '<b>not bold</b> & co', '```'));
      expect(html).toContain('data-language="text"');
      expect(codeBlocks(html)[0]).toBe('<span class="line" data-line="1">&lt;b&gt;not bold&lt;/b&gt; &amp; co</span>');
    }
    const indented = render(md('Para.', '', '    <i>x</i>')).html;
    expect(codeBlocks(indented)[0]).toBe('<span class="line" data-line="1">&lt;i&gt;x&lt;/i&gt;</span>');
  });

  it('emits token classes only, never inline styles', () => {
    const { html } = render(md('```css', 'a { color: red; }', '```', '', '```json', '{"a": [1, true]}', '```'));
    expect(html).toContain('<span class="token selector">a</span>');
    expect(html).toContain('<span class="token property">"a"</span>');
    expect(html).not.toMatch(/style=/);
  });
});

describe('shell blocks', () => {
  it('draws the prompt with CSS: the $ is not in the text and command lines get .prompt', () => {
    const { html } = render(md('```shell', '$ npm install -g @angular/cli', '$ ng new my-app', 'Creating workspace…', '```'));
    expect(html).toContain('<docs-code-example class="docs-code" shell>');
    const [code] = codeBlocks(html);
    expect(textOf(code)).not.toContain('$');
    expect(codeLines(code).map((l) => /class="([^"]*)"/.exec(l)![1])).toEqual(['line prompt', 'line prompt', 'line']);
  });

  it('prompts every command line when none is written, but not comments or continuations', () => {
    const [code] = codeBlocks(render(md('```bash', '# install', 'npm install \\', '  --save-dev x', '', 'ng serve', '```')).html);
    expect(codeLines(code).map((l) => l.includes('prompt'))).toEqual([false, true, false, false, true]);
  });

  it('draws no prompt with hideDollar', () => {
    const [code] = codeBlocks(render(md('```shell {hideDollar}', 'ng version', '```')).html);
    expect(code).not.toContain('prompt');
  });
});

describe('Angular template highlighting (html fences)', () => {
  const template = md(
    '```html',
    '@if (user.isLoggedIn) {',
    '  <button type="button" (click)="logout()" [disabled]="busy()" #logoutButton>Log out</button>',
    '} @else if (loading) {',
    '  <input [(ngModel)]="name" *ngIf="show" title="Hi {{ name }}">',
    '}',
    '@for (item of items(); track item.id) {',
    '  <li>{{ item.name | uppercase }}</li>',
    '} @empty {',
    '  <p>None.</p>',
    '}',
    "@switch (mode) { @case ('a') { A } @default { B } }",
    '@defer (on viewport) { <big-chart /> } @placeholder { <p>…</p> } @loading { … } @error { ! }',
    '@let total = price * quantity;',
    '```',
  );
  const [code] = codeBlocks(render(template).html);

  it('keeps each line balanced', () => expectBalancedLines(code));

  it('tokenises control flow blocks with their expressions', () => {
    expect(code).toContain('<span class="token control-flow"><span class="token control-flow-keyword keyword">@if</span>');
    for (const keyword of ['@else if', '@for', '@empty', '@switch', '@case', '@default', '@defer', '@placeholder', '@loading', '@error']) {
      expect(code).toContain(`<span class="token control-flow-keyword keyword">${keyword}</span>`);
    }
    expect(code).toContain('<span class="token control-flow-keyword keyword">track</span>');
    expect(code).toContain('<span class="token block-punctuation punctuation">{</span>');
    expect(code).toMatch(
      /<span class="token let-declaration"><span class="token control-flow keyword">@let<\/span> <span class="token variable">total<\/span>/,
    );
  });

  it('tokenises interpolation with a TypeScript-ish expression and pipes', () => {
    expect(code).toContain('<span class="token interpolation"><span class="token interpolation-punctuation punctuation">{{</span>');
    expect(code).toContain('<span class="token pipe function">uppercase</span>');
    expect(code).toMatch(
      /title="Hi <\/span><span class="token interpolation">|<span class="token interpolation"><span class="token interpolation-punctuation punctuation">\{\{<\/span><span class="token expression language-angular-expression"> name/,
    );
  });

  it('tokenises bindings, references and structural directives', () => {
    expect(code).toContain('<span class="token event-binding attr-name"><span class="token binding-name attr-name">(click)</span>');
    expect(code).toContain('<span class="token property-binding attr-name"><span class="token binding-name attr-name">[disabled]</span>');
    expect(code).toContain('<span class="token two-way-binding attr-name"><span class="token binding-name attr-name">[(ngModel)]</span>');
    expect(code).toContain('<span class="token template-reference variable">#logoutButton</span>');
    expect(code).toContain('<span class="token structural-directive attr-name"><span class="token binding-name attr-name">*ngIf</span>');
    expect(code).toContain('<span class="token function">logout</span>');
    expect(code).toContain('<span class="token attr-name">type</span>');
  });

  it('leaves an @ inside a word (an e-mail address) as text', () => {
    const [mail] = codeBlocks(render(md('```html', '<p>Write to team@if.example</p>', '```')).html);
    expect(mail).not.toContain('control-flow');
  });

  it('highlights inline templates in ts code too', () => {
    const [ts] = codeBlocks(
      render(md('```ts', "@Component({ template: '<p>x</p>' })", 'class A {}', '', 'const c = { template: `<b (click)="go()">{{ n }}</b>` };', '```')).html,
    );
    expect(ts).toContain('<span class="token angular-template">');
    expect(ts).toContain('token event-binding');
  });

  it('highlights the template of an angular-ts component as Angular HTML', () => {
    const source = md(
      '```angular-ts',
      '@Component({',
      "  selector: 'app-hello',",
      '  template: `<p (click)="go()">{{ name }}</p>`,',
      '})',
      'export class Hello {}',
      '```',
    );
    const [ts] = codeBlocks(render(source).html);
    expectBalancedLines(ts);
    expect(ts).toContain('<span class="token angular-template">');
    expect(ts).toContain('<span class="token event-binding attr-name">');
    expect(ts).toContain('<span class="token interpolation">');
    expect(ts).toContain('<span class="token decorator">');
  });
});

describe('<docs-code>', () => {
  it('reads the example file, strips region markers and ESLint comments, guesses the language', () => {
    const { html } = render(md('<docs-code path="counter/counter.ts" header="src/app/counter.ts" highlight="[9]" linenums preview/>'));
    expect(html).toContain(
      '<docs-code-example class="docs-code" path="counter/counter.ts" preview linenums>\n<figure class="docs-code-file" data-language="ts" data-file="counter/counter.ts" data-linenums><figcaption class="docs-code-header">src/app/counter.ts</figcaption>',
    );
    const [code] = codeBlocks(html);
    expect(lineTexts(code)).toEqual([
      "import { Component, signal } from '@angular/core';",
      '',
      '@Component({',
      "  selector: 'app-counter',",
      "  templateUrl: './counter.html',",
      '})',
      'export class Counter {',
      '  readonly count = signal(0);',
      '',
      '  increment(): void {',
      '    this.count.update((n) => n + 1);',
      '  }',
      '}',
    ]);
    expect(codeLines(code)[8]).toContain('class="line highlighted" data-line="9"');
    expect(textOf(code)).not.toMatch(/docregion|eslint/);
  });

  it('guesses html (Angular templates) and css from the extension', () => {
    const html = render(md('<docs-code path="counter/counter.html"/>', '', '<docs-code path="counter/counter.css"/>')).html;
    expect(html).toContain('data-language="html"');
    expect(html).toContain('<span class="token control-flow">');
    expect(html).toContain('data-language="css"');
    expect(html).toContain('<span class="token property">font-weight</span>');
  });

  it('takes inline code, dedented, with an explicit language', () => {
    const { html } = render(
      md('<docs-code language="html" header="counter.html">', '    <button (click)="increment()">{{ count() }}</button>', '</docs-code>'),
    );
    const [code] = codeBlocks(html);
    expect(lineTexts(code)).toEqual(['<button (click)="increment()">{{ count() }}</button>']);
    expect(code).toContain('token event-binding');
    expect(html).not.toContain(' path=');
  });

  it('marks a line diff between path and diff; removed lines keep their syntax colours', () => {
    const { html } = render(md('<docs-code path="counter/counter.ts" diff="counter/counter-v2.ts" linenums/>'));
    expect(html).toContain('<docs-code-example class="docs-code" path="counter/counter.ts" linenums diff>');
    const lines = codeLines(codeBlocks(html)[0]);
    expectBalancedLines(codeBlocks(html)[0]);
    const marked = lines.map((l) => ({ kind: /class="line ?([a-z ]*)"/.exec(l)![1], text: textOf(l) })).filter((l) => l.kind !== '');
    expect(marked).toEqual([
      { kind: 'add', text: '  readonly step = signal(2);' },
      { kind: 'remove', text: '    this.count.update((n) => n + 1);' },
      { kind: 'add', text: '    this.count.update((n) => n + this.step());' },
    ]);
    const removed = lines.find((l) => l.includes('class="line remove"'))!;
    expect(removed).toContain('<span class="token keyword">this</span>');
  });
});

describe('<docs-code-multifile>', () => {
  it('emits one multifile example with a figure per file named by its file name', () => {
    const { html } = render(
      md(
        '<docs-code-multifile path="counter" hideCode>',
        '  <docs-code path="counter/counter.ts"/>',
        '  <docs-code path="counter/counter.html" header="template.html"/>',
        '</docs-code-multifile>',
      ),
    );
    expect(html).toMatch(/^<docs-code-example class="docs-code" multifile path="counter" hide-code>\n/);
    const captions = [...html.matchAll(/<figcaption class="docs-code-header">([^<]*)<\/figcaption>/g)].map((m) => m[1]);
    expect(captions).toEqual(['counter.ts', 'template.html']);
    expect(html.match(/<figure /g)).toHaveLength(2);
    expect(html.match(/<docs-code-example/g)).toHaveLength(1);
    expect(html).not.toContain('docs-code-preview-project');
  });

  it('with preview, ships the build-time compile of the project (main.ts and index.html generated) inside the element', () => {
    const { html } = render(
      md(
        '<docs-code-multifile path="counter" preview>',
        '  <docs-code path="counter/counter.ts" header="src/app/counter.ts"/>',
        '  <docs-code path="counter/counter.html" header="src/app/counter.html"/>',
        '</docs-code-multifile>',
      ),
    );
    expect(html).toMatch(/^<docs-code-example class="docs-code" multifile path="counter" preview>\n/);
    const json = /<script type="application\/json" class="docs-code-preview-project">([^<]*)<\/script>\n<\/docs-code-example>/.exec(html)?.[1];
    const project = JSON.parse(json!) as { entry: string; modules: { path: string; code: string }[] };
    expect(project.entry).toBe('src/main.ts');
    expect(project.modules.map((m) => m.path)).toEqual(['src/app/counter.ts', 'src/main.ts']);
    expect(project.modules[0]!.code).toContain('<button'); // templateUrl inlined from counter.html
    expect(json).not.toContain('<');
  });

  it('a preview that does not compile fails the build with the problem', () => {
    const error = renderError(
      md(
        '<docs-code-multifile preview>',
        '  <docs-code path="counter/counter.ts" header="src/app/counter.ts"/>',
        '  <docs-code path="counter/counter.html" header="template.html"/>',
        '</docs-code-multifile>',
      ),
    );
    expect(error.message).toMatch(/does not compile: .*templateUrl "\.\/counter\.html"/);
    expect(error.line).toBe(1);
  });
});

describe('example files and diffs', () => {
  it('strips every marker form', () => {
    expect(
      stripMarkers(
        [
          '// #docregion a',
          'one(); // #docregion b',
          '/* #enddocregion */',
          '<!-- #docregion x -->',
          '# #docregion y',
          'two(); /* eslint-disable-line */',
          '// eslint-disable-next-line no-console',
          'three();',
        ].join('\n'),
      ),
    ).toBe(['one();', 'two();', 'three();'].join('\n'));
  });

  it('keeps files as written otherwise', () => {
    const raw = readFileSync(join(EXAMPLES_DIR, 'counter/counter-v2.ts'), 'utf8');
    expect(stripMarkers(raw)).toBe(raw.trimEnd());
  });

  it('computes a line diff with removals before additions', () => {
    expect(diffLines(['a', 'b', 'c'], ['a', 'x', 'c', 'd'])).toEqual([
      { kind: 'same', before: 0, after: 0 },
      { kind: 'remove', before: 1 },
      { kind: 'add', after: 1 },
      { kind: 'same', before: 2, after: 2 },
      { kind: 'add', after: 3 },
    ]);
  });
});
