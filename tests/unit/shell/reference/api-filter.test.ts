import { describe, expect, it } from 'vitest';
import type { ApiManifest } from '../../../../isomorphic/reference-model.ts';
import { DEFAULT_FILTER, filterApi, filterStatus, filterToParams, listPackages, parseFilter, shouldAutofocus } from '../../../../shell/reference/api-filter.ts';

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

describe('/api list helpers', () => {
  it('filters blocks and elements by type, and finds "@if" by "if"', () => {
    const manifest: ApiManifest = [
      {
        moduleName: '@angular/core',
        normalizedModuleName: 'angular_core',
        moduleLabel: 'core',
        entries: [
          { name: '@if', type: 'block', stable: { version: '18.0' } },
          { name: 'inject', type: 'function', stable: {} },
          { name: 'ng-content', type: 'element', stable: {} },
        ],
      },
    ];
    const blocks = filterApi(manifest, { ...DEFAULT_FILTER, type: 'block' });
    expect(blocks.flatMap((g) => g.items.map((i) => i.path))).toEqual(['/api/core/@if']);
    expect(filterApi(manifest, { ...DEFAULT_FILTER, type: 'element' })[0]!.items.map((i) => i.entry.name)).toEqual(['ng-content']);
    expect(filterApi(manifest, { ...DEFAULT_FILTER, query: 'if' })[0]!.items.map((i) => i.entry.name)).toEqual(['@if']);
    expect(parseFilter(new URLSearchParams('type=block')).type).toBe('block');
  });

  it('lists the packages for the select without their entries', () => {
    expect(listPackages(MANIFEST)).toEqual([
      { normalizedModuleName: 'angular_core', moduleName: '@angular/core' },
      { normalizedModuleName: 'angular_router', moduleName: '@angular/router' },
    ]);
  });

  it('autofocuses the filter only with a fine pointer and hover, and only if focus is still on the page or its heading', () => {
    expect(shouldAutofocus(true, null)).toBe(true);
    expect(shouldAutofocus(true, { tagName: 'BODY' })).toBe(true);
    expect(shouldAutofocus(true, { tagName: 'H1' })).toBe(true);
    expect(shouldAutofocus(false, { tagName: 'BODY' })).toBe(false);
    expect(shouldAutofocus(true, { tagName: 'BUTTON' })).toBe(false);
    expect(shouldAutofocus(true, { tagName: 'INPUT' })).toBe(false);
  });
});
