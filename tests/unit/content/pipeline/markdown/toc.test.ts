import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../../content/pipeline/markdown/render.ts';
import { tocHtml } from '../../../../../content/pipeline/markdown/toc.ts';

const render = (md: string) => renderMarkdown(md, { file: 'test.md' });

describe('tocHtml (the table of contents emitted at build time)', () => {
  it('lists the h2 and h3 with their ids and levels, in order, and nothing else', () => {
    const { headings } = render('# Title\n\n## First & more\n\ntext\n\n### Sub `code`\n\n#### Deep\n\n## Second {#custom}\n');
    const html = tocHtml(headings);
    expect(html).toMatch(/^<nav class="docs-toc" aria-label="On this page">/);
    const links = [...html.matchAll(/<a href="#([^"]+)" data-level="(h[23])">([^<]*)<\/a>/g)].map((m) => [m[1], m[2], m[3]]);
    expect(links).toEqual([
      ['first--more', 'h2', 'First &amp; more'],
      ['sub-code', 'h3', 'Sub code'],
      ['custom', 'h2', 'Second'],
    ]);
  });

  it('is empty for a page without h2 or h3', () => {
    expect(tocHtml(render('# Only a title\n\nSome text.\n').headings)).toBe('');
  });
});
