// The filter category of a search record or hit (isomorphic/search/category.ts, issue 28).
import { describe, expect, it } from 'vitest';
import { isSearchFilter, searchCategoryOf, SEARCH_FILTERS } from '../../../isomorphic/search/category.ts';
import { buildSearchRecords } from '../../../content/pipeline/search/build-records.ts';

describe('search category', () => {
  it('sorts pages into guides, tutorials, API, CLI and errors by path (and the tutorials lvl0)', () => {
    expect(searchCategoryOf('/api/core/inject')).toBe('api');
    expect(searchCategoryOf('/api/common/http/HttpClient#get')).toBe('api');
    expect(searchCategoryOf('https://angular.dev/api/core/signal')).toBe('api');
    expect(searchCategoryOf('/cli/generate/component')).toBe('cli');
    expect(searchCategoryOf('/cli')).toBe('cli');
    expect(searchCategoryOf('/errors/NG0100')).toBe('errors');
    expect(searchCategoryOf('/errors')).toBe('errors');
    expect(searchCategoryOf('/extended-diagnostics/NG8101')).toBe('errors');
    expect(searchCategoryOf('/tutorials/learn-angular/4-control-flow-if')).toBe('tutorials');
    expect(searchCategoryOf('/somewhere', 'Tutorials')).toBe('tutorials');
    expect(searchCategoryOf('/guide/templates/control-flow')).toBe('guides');
    expect(searchCategoryOf('/tools/cli/build')).toBe('guides');
    expect(searchCategoryOf('/reference/configs/workspace-config', 'Reference')).toBe('guides');
    expect(searchCategoryOf('/apis-and-more')).toBe('guides');
    expect(searchCategoryOf('/errorsome')).toBe('guides');
  });

  it('is written on every record of a page (Algolia facets on it)', () => {
    const records = buildSearchRecords([
      { url: '/api/core/inject', category: 'Reference', title: 'inject', html: '<h2 id="usage">Usage</h2><p>Call it.</p>' },
      { url: '/tutorials/signals/1-first', category: 'Tutorials', title: 'First signal', html: '<p>Make one.</p>' },
    ]);
    expect(records.map((record) => [record.url, record.category])).toEqual([
      ['/api/core/inject', 'api'],
      ['/api/core/inject#usage', 'api'],
      ['/api/core/inject#usage', 'api'],
      ['/tutorials/signals/1-first', 'tutorials'],
      ['/tutorials/signals/1-first', 'tutorials'],
    ]);
  });

  it('recognises the filters (values read back from storage)', () => {
    expect(SEARCH_FILTERS).toEqual(['all', 'guides', 'tutorials', 'api', 'cli', 'errors']);
    for (const filter of SEARCH_FILTERS) expect(isSearchFilter(filter)).toBe(true);
    for (const value of ['API', 'none', '', null, 1, {}, 'constructor', '__proto__']) expect(isSearchFilter(value)).toBe(false);
  });
});
