// Pure logic of docs-code-example (no DOM): visible lines, copy text, tab names, token lines.
import { describe, expect, it } from 'vitest';
import { collapsedSegments, gapCount, parseVisibleLines, visibleMask } from '../../../../elements/code-example/visible-lines.ts';
import { anchorUrl, copyText, GAP_CLASS, sourceUrl } from '../../../../elements/code-example/copy-text.ts';
import { baseName, extensionLabel, tabNames } from '../../../../elements/code-example/tab-names.ts';
import { normalizeRawCode } from '../../../../elements/code-example/raw-code.ts';
import { grammarId } from '../../../../elements/code-example/prism-loader.ts';
import { resolveLanguage } from '../../../../isomorphic/code/language.ts';
import { plainLines, tokensToLines } from '../../../../isomorphic/code/token-lines.ts';
import { escapeAttr } from '../../../../isomorphic/html.ts';

describe('parseVisibleLines', () => {
  it('reads JSON pairs, a single pair and single numbers', () => {
    expect(parseVisibleLines('[[1,4],[10,12]]')).toEqual([
      [1, 4],
      [10, 12],
    ]);
    expect(parseVisibleLines('[2,3]')).toEqual([[2, 3]]);
    expect(parseVisibleLines('5')).toEqual([[5, 5]]);
    expect(parseVisibleLines('[[1,2],7]')).toEqual([
      [1, 2],
      [7, 7],
    ]);
    expect(parseVisibleLines('[[4,1]]')).toEqual([[1, 4]]);
  });

  it('returns null for missing or malformed values', () => {
    expect(parseVisibleLines(null)).toBeNull();
    expect(parseVisibleLines('')).toBeNull();
    expect(parseVisibleLines('nope')).toBeNull();
    expect(parseVisibleLines('[["a",2]]')).toBeNull();
    expect(parseVisibleLines('[]')).toBeNull();
    expect(parseVisibleLines('{"a":1}')).toBeNull();
  });
});

describe('collapsedSegments', () => {
  it('alternates shown runs and one gap per hidden range', () => {
    expect(
      collapsedSegments(12, [
        [1, 4],
        [10, 12],
      ]),
    ).toEqual([
      { kind: 'lines', start: 1, end: 4 },
      { kind: 'gap', start: 5, end: 9 },
      { kind: 'lines', start: 10, end: 12 },
    ]);
    expect(
      gapCount(12, [
        [1, 4],
        [10, 12],
      ]),
    ).toBe(1);
  });

  it('counts gaps at both ends', () => {
    expect(
      collapsedSegments(10, [
        [3, 4],
        [7, 7],
      ]).map((s) => s.kind),
    ).toEqual(['gap', 'lines', 'gap', 'lines', 'gap']);
    expect(
      gapCount(10, [
        [3, 4],
        [7, 7],
      ]),
    ).toBe(3);
  });

  it('merges overlapping ranges and clamps to the file', () => {
    expect(
      collapsedSegments(6, [
        [1, 3],
        [2, 4],
        [5, 99],
      ]),
    ).toEqual([{ kind: 'lines', start: 1, end: 6 }]);
    expect(visibleMask(3, [[0, 1]])).toEqual([true, false, false]);
  });

  it('shows everything when no range names a line of the file', () => {
    expect(collapsedSegments(3, [[10, 12]])).toEqual([{ kind: 'lines', start: 1, end: 3 }]);
    expect(collapsedSegments(0, [[1, 1]])).toEqual([]);
  });
});

describe('copyText', () => {
  it('joins line texts with newlines, skipping removed lines and gap markers', () => {
    expect(
      copyText([
        { text: 'a', classes: ['line'] },
        { text: 'old', classes: ['line', 'remove'] },
        { text: 'new', classes: ['line', 'add'] },
        { text: '...', classes: ['line', GAP_CLASS] },
        { text: '', classes: ['line'] },
        { text: 'z', classes: ['line', 'highlighted'] },
      ]),
    ).toBe('a\nnew\n\nz');
  });

  it('drops a literal "$ " left on a prompt line', () => {
    expect(
      copyText([
        { text: '$ npm i', classes: ['line', 'prompt'] },
        { text: 'ng serve', classes: ['line', 'prompt'] },
      ]),
    ).toBe('npm i\nng serve');
  });
});

describe('links', () => {
  it('builds the anchor URL without the current hash', () => {
    expect(anchorUrl('https://x.dev/guide?q=1#intro', 'example-2')).toBe('https://x.dev/guide?q=1#example-2');
    expect(anchorUrl('https://x.dev/guide', 'example-1')).toBe('https://x.dev/guide#example-1');
  });

  it('builds the source URL only when both parts exist', () => {
    expect(sourceUrl('https://github.com/o/r/blob/main/examples/', '/a/b.ts')).toBe('https://github.com/o/r/blob/main/examples/a/b.ts');
    expect(sourceUrl('', 'a.ts')).toBe('');
    expect(sourceUrl('https://x', '')).toBe('');
  });
});

describe('tabNames', () => {
  it('uses upper-cased extensions', () => {
    expect(tabNames(['src/app/app.ts', 'src/app/app.html', 'app.css'])).toEqual(['TS', 'HTML', 'CSS']);
    expect(extensionLabel('a.spec.ts')).toBe('TS');
    expect(extensionLabel('Makefile')).toBe('');
    expect(baseName(' src/app/x.ts ')).toBe('x.ts');
  });

  it('uses file names when extensions clash or are missing', () => {
    expect(tabNames(['src/app/app.ts', 'src/app/recipe.ts', 'src/app/app.html'])).toEqual(['app.ts', 'recipe.ts', 'HTML']);
    expect(tabNames(['Dockerfile', 'a.json'])).toEqual(['Dockerfile', 'JSON']);
    expect(tabNames(['', 'b.css'])).toEqual(['File 1', 'CSS']);
  });

  it('falls back to full names when file names clash too', () => {
    expect(tabNames(['a/app.ts', 'b/app.ts'])).toEqual(['a/app.ts', 'b/app.ts']);
  });
});

describe('tokensToLines', () => {
  it('renders tokens as Prism class names, one balanced string per line', () => {
    const tokens = [
      { type: 'keyword', content: 'const' },
      ' a = ',
      { type: 'template-string', content: [{ type: 'string', alias: 'x', content: '`one\ntwo`' }] },
      ';',
    ];
    expect(tokensToLines(tokens)).toEqual([
      '<span class="token keyword">const</span> a = <span class="token template-string"><span class="token string x">`one</span></span>',
      '<span class="token template-string"><span class="token string x">two`</span></span>;',
    ]);
  });

  it('escapes text and drops empty spans left by splits', () => {
    expect(tokensToLines(['a < b && c\n', { type: 'comment', content: '\n// x' }])).toEqual([
      'a &lt; b &amp;&amp; c',
      '',
      '<span class="token comment">// x</span>',
    ]);
    expect(escapeAttr('"<&>')).toBe('&quot;&lt;&amp;&gt;');
    expect(plainLines('a\n<b>')).toEqual(['a', '&lt;b&gt;']);
  });
});

describe('raw code helpers', () => {
  it('normalises raw text: blank ends, common indent, trailing spaces', () => {
    expect(normalizeRawCode('\n    const a = 1;  \n      b();\r\n\n  ')).toBe('const a = 1;\n  b();');
  });

  it('knows shell languages and Prism grammar ids', () => {
    expect(resolveLanguage('bash').shell).toBe(true);
    expect(resolveLanguage('ts').shell).toBe(false);
    expect(grammarId('ts')).toBe('typescript');
    expect(grammarId('HTML')).toBe('markup');
    expect(grammarId('text')).toBeNull();
  });
});
