import { describe, expect, it } from 'vitest';
import { md, render } from './helpers.ts';

const LABELS: Array<[string, string]> = [
  ['NOTE', 'NOTE'],
  ['TIP', 'TIP'],
  ['TODO', 'TODO'],
  ['QUESTION', 'QUESTION'],
  ['SUMMARY', 'SUMMARY'],
  ['TLDR', 'TL;DR'],
  ['CRITICAL', 'CRITICAL'],
  ['IMPORTANT', 'IMPORTANT'],
  ['HELPFUL', 'HELPFUL'],
];

describe('alerts', () => {
  it.each(LABELS)('%s: becomes a docs-alert with its label', (label, shown) => {
    const { html } = render(md(`${label}: Read this first.`));
    expect(html).toBe(
      `<div class="docs-alert docs-alert-${label.toLowerCase()}" role="note"><p><strong class="docs-alert-label">${shown}:</strong> Read this first.</p></div>\n`,
    );
  });

  it('renders inline markdown and records links with their line', () => {
    const { html, links } = render(md('Intro.', '', 'TIP: Use `ng serve` and', 'read [the guide](/installation).'));
    expect(html).toContain('<strong class="docs-alert-label">TIP:</strong> Use <code>ng serve</code> and\nread <a href="/installation">the guide</a>.');
    expect(links).toEqual([{ href: '/installation', line: 4 }]);
  });

  it('ends at the blank line', () => {
    const { html } = render(md('NOTE: one', 'two', '', 'Three.'));
    expect(html).toContain('one\ntwo</p></div>\n<p>Three.</p>');
  });

  it('needs the label at the start of the paragraph, in capitals, followed by a colon', () => {
    expect(render(md('A NOTE: here')).html).toBe('<p>A NOTE: here</p>\n');
    expect(render(md('Note: lower case')).html).toBe('<p>Note: lower case</p>\n');
    expect(render(md('WARNING: not a label')).html).toBe('<p>WARNING: not a label</p>\n');
  });
});
