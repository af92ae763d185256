import { describe, expect, it } from 'vitest';
import { md, render, renderError } from './helpers.ts';

const EDIT = 'https://github.com/angular/angular-docs-site/edit/main/content/docs/test.md';

describe('page title (h1)', () => {
  it('becomes the page header with a focusable h1 and the edit link', () => {
    const { html, title, headings } = render(md('# Signals & you'), { editUrl: EDIT });
    expect(html).toBe(
      `<header class="docs-page-header"><h1 tabindex="-1">Signals &amp; you</h1><a class="docs-edit-link" href="${EDIT}" target="_blank" rel="noopener">Edit this page</a></header>\n`,
    );
    expect(title).toBe('Signals & you');
    expect(headings).toEqual([{ id: '', level: 1, text: 'Signals & you', line: 1 }]);
  });

  it('has no edit link without editUrl, and no title without h1', () => {
    expect(render(md('# Title')).html).not.toContain('docs-edit-link');
    expect(render(md('Just text.')).title).toBeNull();
  });

  it('flattens links in the title', () => {
    const { html, links } = render(md('# About [Angular](https://angular.io)'));
    expect(html).toContain('<h1 tabindex="-1">About Angular</h1>');
    expect(links).toEqual([]);
  });

  it('rejects a second title', () => {
    expect(renderError(md('# One', '', 'Text', '', '# Two')).message).toBe(
      'content/docs/test.md:5: a page has one title; this level-1 heading repeats the one at line 1',
    );
  });
});

describe('section headings (h2–h6)', () => {
  it('are self-links with the heading text as accessible name (focusable, not hidden)', () => {
    const { html } = render(md('## Install the CLI'));
    expect(html).toBe('<h2 id="install-the-cli"><a class="docs-anchor" href="#install-the-cli">Install the CLI</a></h2>\n');
    expect(html).not.toMatch(/aria-hidden|tabindex="-1"/);
  });

  it('keep inline code but flatten links (no nested anchors)', () => {
    const { html, links } = render(md('### Call `inject()` from [a constructor](/di)'));
    expect(html).toBe(
      '<h3 id="call-inject-from-a-constructor"><a class="docs-anchor" href="#call-inject-from-a-constructor">Call <code>inject()</code> from a constructor</a></h3>\n',
    );
    expect(links).toEqual([]);
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('lists every level with its line', () => {
    const { headings } = render(md('# T', '', '## A', '', '###### F', '', 'Setext', '------'));
    expect(headings.map(({ level, id, line }) => [level, id, line])).toEqual([
      [1, '', 1],
      [2, 'a', 3],
      [6, 'f', 5],
      [2, 'setext', 7],
    ]);
  });

  it('drops raw <a> tags inside a heading', () => {
    const { html } = render(md('## See <a href="/x">this</a>'));
    expect(html).toBe('<h2 id="see-this"><a class="docs-anchor" href="#see-this">See this</a></h2>\n');
  });
});
