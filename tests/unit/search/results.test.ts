import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_POST as POST, HIGHLIGHT_PRE as PRE, highlightParts, stripHighlight } from '../../../elements/search-dialog/highlight.ts';
import { bestSnippet, packageFromUrl, safeResultUrl, toSearchResults } from '../../../elements/search-dialog/results.ts';
import type { RawHit } from '../../../elements/search-dialog/types.ts';

const m = (s: string) => `${PRE}${s}${POST}`;
const full = (value: string) => ({ value, matchLevel: 'full' as const });
const none = (value: string) => ({ value, matchLevel: 'none' as const });

describe('highlight sentinels', () => {
  it('splits text into plain and marked parts, keeping markup as literal text', () => {
    expect(highlightParts(`a ${m('<b>x</b>')} & c`)).toEqual([
      { text: 'a ', marked: false },
      { text: '<b>x</b>', marked: true },
      { text: ' & c', marked: false },
    ]);
    expect(highlightParts(`${PRE}open`)).toEqual([{ text: 'open', marked: true }]);
    expect(highlightParts(`stray${POST} end`)).toEqual([{ text: 'stray end', marked: false }]);
    expect(highlightParts(null)).toEqual([]);
    expect(stripHighlight(`${m('Sig')}nals`)).toBe('Signals');
  });
});

describe('result processing (spec §3, §5)', () => {
  const hits: RawHit[] = [
    {
      objectID: '1',
      url: '/essentials/signals#effects',
      type: 'lvl2',
      hierarchy: { lvl0: 'Docs', lvl1: 'Signals', lvl2: 'Effects' },
      _snippetResult: { hierarchy: { lvl1: full(m('Signals')), lvl2: full(m('Effects')) } },
    },
    // duplicate URL
    {
      objectID: '2',
      url: '/essentials/signals#effects',
      type: 'content',
      hierarchy: { lvl0: 'Docs', lvl1: 'Signals' },
      _snippetResult: { content: full('x') },
    },
    // content without a content snippet
    { objectID: '3', url: '/a', type: 'content', hierarchy: { lvl0: 'Docs', lvl1: 'A' }, _snippetResult: { hierarchy: { lvl1: full('A') } } },
    // level hit whose own level did not match
    {
      objectID: '4',
      url: '/b#x',
      type: 'lvl3',
      hierarchy: { lvl0: 'Docs', lvl1: 'B', lvl3: 'X' },
      _snippetResult: { hierarchy: { lvl1: full(m('B')), lvl3: none('X') } },
    },
    // no string url
    { objectID: '5', url: 42, type: 'lvl1', _snippetResult: { hierarchy: { lvl1: full('N') } } },
    { objectID: '6', type: 'lvl1', _snippetResult: { hierarchy: { lvl1: full('N') } } },
    // unsafe urls
    { objectID: '7', url: 'javascript:alert(1)', type: 'lvl1', _snippetResult: { hierarchy: { lvl1: full('J') } } },
    { objectID: '8', url: '//evil.example/', type: 'lvl1', _snippetResult: { hierarchy: { lvl1: full('P') } } },
    // a tutorial and a reference entry
    {
      objectID: '9',
      url: '/tutorials/first-app/01',
      type: 'content',
      content: 'Hello',
      hierarchy: { lvl0: 'Tutorials', lvl1: 'First app', lvl2: 'Intro' },
      _snippetResult: { hierarchy: { lvl1: none('First app'), lvl2: none('Intro') }, content: full(`say ${m('hello')}…`) },
    },
    {
      objectID: '10',
      url: 'https://angular.dev/api/common/http/HttpClient',
      type: 'lvl1',
      hierarchy: { lvl0: 'Reference', lvl1: 'HttpClient' },
      _snippetResult: { hierarchy: { lvl1: full(m('HttpClient')) } },
    },
  ];

  it('drops what the spec drops and maps the rest', () => {
    const results = toSearchResults(hits, 'https://angular.dev');
    expect(results).toEqual([
      {
        id: '1',
        type: 'doc',
        url: '/essentials/signals#effects',
        labelHtml: m('Signals'),
        subLabelHtml: m('Effects'),
        sectionHtml: m('Effects'),
        contentHtml: null,
        category: 'Docs',
      },
      {
        id: '9',
        type: 'code',
        url: '/tutorials/first-app/01',
        labelHtml: 'First app',
        subLabelHtml: `say ${m('hello')}…`,
        sectionHtml: 'Intro',
        contentHtml: `say ${m('hello')}…`,
        category: 'Tutorials',
      },
      {
        id: '10',
        type: 'doc',
        url: '/api/common/http/HttpClient',
        labelHtml: m('HttpClient'),
        subLabelHtml: null,
        sectionHtml: null,
        contentHtml: null,
        category: 'Reference',
        package: '@angular/common/http',
      },
    ]);
  });

  it('lists one result per page: the first hit of a page (its best section); keeps a page hit matched by its aliases only', () => {
    const results = toSearchResults([
      {
        objectID: 'a',
        url: '/guide/x#two',
        type: 'lvl2',
        hierarchy: { lvl0: 'Docs', lvl1: 'X', lvl2: 'Two' },
        _snippetResult: { hierarchy: { lvl1: none('X'), lvl2: full(m('Two')) } },
      },
      { objectID: 'b', url: '/guide/x', type: 'lvl1', hierarchy: { lvl0: 'Docs', lvl1: 'X' }, _snippetResult: { hierarchy: { lvl1: full(m('X')) } } },
      {
        objectID: 'c',
        url: '/guide/x#three',
        type: 'content',
        hierarchy: { lvl0: 'Docs', lvl1: 'X', lvl2: 'Three' },
        _snippetResult: { content: full(m('three')) },
      },
      {
        objectID: 'd',
        url: '/guide/y',
        type: 'lvl1',
        hierarchy: { lvl0: 'Docs', lvl1: 'Adding event listeners' },
        _snippetResult: { hierarchy: { lvl1: none('Adding event listeners') } },
      },
      {
        objectID: 'e',
        url: '/guide/z#h',
        type: 'lvl3',
        hierarchy: { lvl0: 'Docs', lvl1: 'Z', lvl2: 'G', lvl3: 'H' },
        _snippetResult: { hierarchy: { lvl3: none('H') } },
      },
    ]);
    expect(results.map((r) => [r.url, r.sectionHtml])).toEqual([
      ['/guide/x#two', m('Two')],
      ['/guide/y', null],
    ]);
  });

  it('sub-label: content, else the most specific matched level, else lvl3 then lvl2', () => {
    const base = { objectID: 'x', url: '/x', type: 'lvl1' };
    expect(bestSnippet({ ...base, _snippetResult: { content: full('c'), hierarchy: { lvl2: full('two') } } })).toBe('c');
    expect(bestSnippet({ ...base, _snippetResult: { hierarchy: { lvl2: full('two'), lvl3: none('three'), lvl4: full('four') } } })).toBe('four');
    expect(bestSnippet({ ...base, _snippetResult: { hierarchy: { lvl2: full('two'), lvl3: none('three') } } })).toBe('two');
    expect(bestSnippet({ ...base, _snippetResult: { hierarchy: { lvl2: none('two'), lvl3: none('three') } } })).toBe('three');
    expect(bestSnippet({ ...base, _snippetResult: { hierarchy: { lvl2: none('two') } } })).toBe('two');
    expect(bestSnippet(base)).toBeNull();
  });

  it('accepts only same-site paths and http(s) URLs', () => {
    expect(safeResultUrl('/a/b#c')).toBe('/a/b#c');
    expect(safeResultUrl('https://example.com/x')).toBe('https://example.com/x');
    expect(safeResultUrl('https://angular.dev/x#y', 'https://angular.dev')).toBe('/x#y');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'relative/path',
      'vbscript:x',
      '',
      3,
      null,
    ]) {
      expect(safeResultUrl(bad), String(bad)).toBeNull();
    }
  });

  it('derives the package of API URLs', () => {
    expect(packageFromUrl('/api/core/signal')).toBe('@angular/core');
    expect(packageFromUrl('https://angular.dev/api/core/rxjs-interop/toSignal#usage')).toBe('@angular/core/rxjs-interop');
    expect(packageFromUrl('/guide/signals')).toBeUndefined();
  });
});
