import { describe, expect, it } from 'vitest';
import { codeFigureHtml, shownLineCount } from '../../../../isomorphic/code/markup.ts';

describe('shownLineCount (the placeholder height of an off-screen code block)', () => {
  it('counts every line of a block that is not collapsed', () => {
    expect(shownLineCount(12)).toBe(12);
    expect(shownLineCount(12, [])).toBe(12);
  });

  it('counts the visible lines of a collapsed block and one marker per hidden run', () => {
    // Lines 1–3 and 8–9 visible of 12: 3 + marker (4–7) + 2 + marker (10–12).
    expect(
      shownLineCount(12, [
        [1, 3],
        [8, 9],
      ]),
    ).toBe(7);
    // A hidden run at the start.
    expect(shownLineCount(5, [[3, 5]])).toBe(4);
  });
});

describe('codeFigureHtml', () => {
  it('writes the shown line count on the <pre>', () => {
    const lines = Array.from({ length: 6 }, (_, i) => ({ html: `line ${i + 1}` }));
    expect(codeFigureHtml({ language: 'ts', lines })).toContain('<pre class="docs-code-pre" tabindex="0" data-lines="6">');
    expect(codeFigureHtml({ language: 'ts', lines, visibleLines: [[1, 2]] })).toContain('data-lines="3"');
  });
});
