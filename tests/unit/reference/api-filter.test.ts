import { describe, expect, it } from 'vitest';
import type { ApiManifest } from '../../../content/reference-model.ts';
import { DEFAULT_FILTER, filterApi, filterStatus, filterToParams, parseFilter } from '../../../shell/lib/api-filter.ts';

const MANIFEST: ApiManifest = [
  {
    moduleName: '@angular/core',
    normalizedModuleName: 'angular_core',
    moduleLabel: 'core',
    entries: [
      { name: 'inject', type: 'function', stable: {} },
      { name: 'Component', type: 'decorator', stable: { version: '14.0' } },
      { name: 'resource', type: 'function', experimental: {} },
      { name: 'NgZoneOld', type: 'undecorated_class', deprecated: { version: '20.0' }, stable: {} },
      { name: 'Unmarked', type: 'interface' },
    ],
  },
  {
    moduleName: '@angular/router',
    normalizedModuleName: 'angular_router',
    moduleLabel: 'router',
    entries: [
      { name: 'RouterLink', type: 'directive', stable: {} },
      { name: 'injectRoute', type: 'function', developerPreview: { version: '21.0' } },
    ],
  },
];

const names = (state = DEFAULT_FILTER) => filterApi(MANIFEST, state).flatMap((g) => g.items.map((i) => i.entry.name));

describe('/api filter state in the URL', () => {
  it('defaults to every type and package, all statuses but deprecated', () => {
    expect(parseFilter(new URLSearchParams(''))).toEqual(DEFAULT_FILTER);
    expect(filterToParams(DEFAULT_FILTER).toString()).toBe('');
  });

  it('reads and writes query, type, status and package; only non-default values are written', () => {
    const state = parseFilter(new URLSearchParams('query=route&type=function&status=deprecated,stable&package=angular_router'));
    expect(state).toEqual({ query: 'route', type: 'function', status: ['deprecated', 'stable'], package: 'angular_router' });
    expect(filterToParams(state).toString()).toBe('query=route&type=function&status=deprecated%2Cstable&package=angular_router');
    expect(parseFilter(filterToParams(state))).toEqual(state);
    expect(filterToParams({ ...DEFAULT_FILTER, status: ['experimental', 'stable', 'developerPreview'] }).toString()).toBe('');
  });

  it('ignores values it does not know', () => {
    expect(parseFilter(new URLSearchParams('type=widget&status=bogus&package=nope'), ['angular_core'])).toEqual(DEFAULT_FILTER);
  });

  it('round-trips an empty status selection', () => {
    const none = { ...DEFAULT_FILTER, status: [] };
    expect(filterToParams(none).toString()).toBe('status=none');
    expect(parseFilter(filterToParams(none)).status).toEqual([]);
  });
});

describe('filterApi', () => {
  it('shows non-deprecated entries by default; an unmarked entry counts as stable', () => {
    expect(names()).toEqual(['inject', 'Component', 'resource', 'Unmarked', 'RouterLink', 'injectRoute']);
    expect(filterStatus({ name: 'x', type: 'enum' })).toBe('stable');
  });

  it('filters by type and status together', () => {
    expect(names({ ...DEFAULT_FILTER, type: 'function', status: ['deprecated', 'experimental'] })).toEqual(['resource']);
    expect(names({ ...DEFAULT_FILTER, status: ['deprecated'] })).toEqual(['NgZoneOld']);
  });

  it('matches the text against the entry name or the package, case-insensitively', () => {
    expect(names({ ...DEFAULT_FILTER, query: 'INJECT' })).toEqual(['inject', 'injectRoute']);
    expect(names({ ...DEFAULT_FILTER, query: '@angular/router' })).toEqual(['RouterLink', 'injectRoute']);
  });

  it('filters by package and gives entry paths', () => {
    const groups = filterApi(MANIFEST, { ...DEFAULT_FILTER, package: 'angular_router' });
    expect(groups.map((g) => g.moduleName)).toEqual(['@angular/router']);
    expect(groups[0]!.items[0]!.path).toBe('/api/router/RouterLink');
  });

  it('gives no groups when nothing matches (the page shows its empty state)', () => {
    expect(filterApi(MANIFEST, { ...DEFAULT_FILTER, query: 'zzz' })).toEqual([]);
  });
});
