import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { render, tagsBalanced } from './helpers.ts';

const source = readFileSync(new URL('./fixtures/kitchen-sink.md', import.meta.url), 'utf8');
const css = readFileSync(new URL('../../../../../shell/styles/content.css', import.meta.url), 'utf8');
const { html, headings, links, title } = render(source, { editUrl: 'https://example.com/edit' });

describe('a page using every feature', () => {
  it('has no inline style attribute anywhere', () => {
    expect(html).not.toMatch(/\sstyle\s*=/i);
  });

  it('has balanced tags', () => {
    expect(tagsBalanced(html)).toBe(true);
  });

  it('has unique ids, and every #anchor it emits points at one of them', () => {
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, anchor] of html.matchAll(/href="#([^"]*)"/g)) expect(ids).toContain(anchor);
    expect(headings.filter((h) => h.id).map((h) => h.id)).toEqual(ids);
  });

  it('reports title, headings and links', () => {
    expect(title).toBe('Everything the dialect has');
    expect(headings.map((h) => `${h.level}:${h.id}@${h.line}`)).toEqual([
      '1:@1',
      '2:alerts--callouts@7',
      '2:cards-and-pills@39',
      '2:workflow@55',
      '3:first@58',
      '3:second@61',
      '2:tabs-and-video@66',
      '2:code@75',
    ]);
    expect(links).toEqual([
      { href: '/installation#requirements', line: 3 },
      { href: 'https://github.com/angular/angular', line: 4 },
      { href: '/essentials/components', line: 42 },
      { href: '/installation', line: 51 },
      { href: 'https://example.com', line: 52 },
      { href: '#code', line: 105 },
    ]);
  });

  it('styles every class and custom element it emits in content.css', () => {
    const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1].split(' ')));
    const ours = [...classes].filter((c) => c.startsWith('docs-') || ['line', 'highlighted', 'add', 'remove', 'prompt'].includes(c));
    expect(ours.length).toBeGreaterThan(30);
    for (const name of ours) expect(css, `.${name}`).toMatch(new RegExp(`\\.${name}(?![\\w-])`));
    for (const element of ['docs-code-example', 'docs-tab-group']) {
      expect(html).toContain(`<${element} `);
      expect(css).toMatch(new RegExp(`(^|[\\s,])${element}(?![\\w-])`, 'm'));
    }
  });
});
