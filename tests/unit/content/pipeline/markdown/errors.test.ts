import { describe, expect, it } from 'vitest';
import { ContentError } from '../../../../../content/pipeline/errors.ts';
import { codeBlocks, md, render, renderError, textOf } from './helpers.ts';

describe('ContentError', () => {
  it('formats file:line: message and keeps the parts', () => {
    const error = new ContentError('content/docs/a.md', 12, 'broken');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('content/docs/a.md:12: broken');
    expect([error.file, error.line, error.reason, error.name]).toEqual(['content/docs/a.md', 12, 'broken', 'ContentError']);
  });
});

describe('tag errors name the file and line', () => {
  it('reports an unclosed tag at its opening line', () => {
    const error = renderError(md('# Title', '', 'Intro.', '', '<docs-card-container>', '<docs-card title="A">', 'Body', '</docs-card-container>'));
    expect(error.message).toBe('content/docs/test.md:6: <docs-card> is not closed: add </docs-card> before </docs-card-container> (line 8)');
  });

  it('reports a tag left open at the end of the file', () => {
    const error = renderError(md('Text', '', '<docs-callout title="x">', 'Body', '', 'More'));
    expect(error.message).toBe('content/docs/test.md:3: <docs-callout> is not closed: add </docs-callout> (or end the tag with "/>" when it has no body)');
  });

  it('reports an unknown docs tag', () => {
    const error = renderError(md('# T', '', '<docs-warning>', 'x', '</docs-warning>'));
    expect(error.file).toBe('content/docs/test.md');
    expect(error.line).toBe(3);
    expect(error.reason).toMatch(/^unknown tag <docs-warning>; the dialect has <docs-callout>, /);
  });

  it('reports a closing tag without an opening one', () => {
    expect(renderError(md('a', '', '</docs-callout>')).message).toBe('content/docs/test.md:3: </docs-callout> has no matching <docs-callout>');
  });

  it('reports a malformed tag', () => {
    expect(renderError(md('<docs-callout title="oops>', 'x', '</docs-callout>')).message).toMatch(/^content\/docs\/test\.md:1: malformed <docs-callout> tag/);
  });

  it('ignores tags inside fenced code, code spans and comments', () => {
    const { html } = render(md('Write `<docs-unknown>` like this:', '', '```html', '<docs-card title="unclosed">', '```', '', '<!-- <docs-nothing> -->'));
    expect(html).toContain('<code>&lt;docs-unknown&gt;</code>');
    expect(codeBlocks(html).map(textOf)).toEqual(['<docs-card title="unclosed">']);
  });

  it('counts lines the same with CRLF line ends', () => {
    expect(renderError('# T\r\n\r\n<docs-foo/>\r\n').line).toBe(3);
  });
});

describe('attribute and option errors name the line of the tag or block', () => {
  it('reports a missing example file', () => {
    const error = renderError(md('# Counter', '', 'Intro', '', '<docs-code path="counter/missing.ts"/>'));
    expect(error.line).toBe(5);
    expect(error.reason).toMatch(/^example file not found: counter\/missing\.ts \(looked in /);
  });

  it('reports an example path that leaves the examples folder', () => {
    expect(renderError(md('<docs-code path="../helpers.ts"/>')).reason).toBe('example path "../helpers.ts" must be a file under the examples folder');
  });

  it('reports an unparseable highlight attribute', () => {
    const error = renderError(md('', '<docs-code path="counter/counter.ts" highlight="[1, [2"/>'));
    expect(error.line).toBe(2);
    expect(error.reason).toMatch(/^<docs-code> highlight="\[1, \[2": /);
  });

  it('reports highlight lines past the end of the code', () => {
    expect(renderError(md('text', '', '```ts {highlight: [9]}', 'const a = 1;', '```')).message).toBe(
      'content/docs/test.md:3: highlight: line 9 is past the end of the code (1 lines)',
    );
  });

  it('reports unknown and malformed code block options', () => {
    expect(renderError(md('```ts {hightlight: [1]}', 'x', '```')).reason).toMatch(/^code block option "hightlight" is not supported/);
    expect(renderError(md('```ts {header: src/app.ts}', 'x', '```')).reason).toMatch(/^code block options: /);
    expect(renderError(md('```ts {highlight: [0]}', 'x', '```')).reason).toMatch(/expected line numbers/);
  });

  it('reports the offending file of a multi-file example at its own line', () => {
    const error = renderError(
      md(
        '<docs-code-multifile>',
        '  <docs-code path="counter/counter.ts"/>',
        '  <docs-code path="counter/counter.html" highlight="[40]"/>',
        '</docs-code-multifile>',
      ),
    );
    expect(error.message).toBe('content/docs/test.md:3: highlight: line 40 is past the end of the code (4 lines)');
  });
});
