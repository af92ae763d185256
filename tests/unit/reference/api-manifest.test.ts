import { describe, expect, it } from 'vitest';
import {
  apiNavTree,
  buildModules,
  compareModules,
  deprecationMessage,
  isHidden,
  manifestEntry,
  manifestType,
  tagVersion,
  type EntryLike,
} from '../../../content/pipeline/api/manifest.ts';
import { apiEntryPath, apiFragmentFile, entryStatus, moduleRoutePath, normalizeModuleName } from '../../../isomorphic/reference-model.ts';

const entry = (name: string, entryType: string, tags: [string, string][] = [], extra: Partial<EntryLike> = {}): EntryLike => ({
  name,
  entryType,
  jsdocTags: tags.map(([n, comment]) => ({ name: n, comment })),
  ...extra,
});

describe('route and file mapping (spec §2, §7)', () => {
  it('normalises module names and maps them to route paths', () => {
    expect(normalizeModuleName('@angular/common/http')).toBe('angular_common_http');
    expect(moduleRoutePath('angular_common_http')).toBe('common/http');
    expect(moduleRoutePath('angular_platform-browser_animations_async')).toBe('platform-browser/animations/async');
    expect(apiEntryPath('angular_core_rxjs-interop', 'toSignal')).toBe('api/core/rxjs-interop/toSignal');
  });

  it('names fragments {normalizedModule}_{name}_{type}.html', () => {
    expect(apiFragmentFile('angular_core', 'inject', 'function')).toBe('angular_core_inject_function.html');
  });
});

describe('lifecycle markers', () => {
  it('reads versions from tags', () => {
    expect(tagVersion('20.2 Use `animate.enter` instead.')).toBe('20.2');
    expect(tagVersion('from v19.0.0, use provideAppInitializer instead')).toBe('19.0');
    expect(tagVersion('22')).toBe('22.0');
    expect(tagVersion('Use something else')).toBeUndefined();
    expect(deprecationMessage('20.2 Use `animate.enter` instead.')).toBe('Use `animate.enter` instead.');
    expect(deprecationMessage('from v19.0.0, use provideAppInitializer instead')).toBe('use provideAppInitializer instead');
  });

  it('builds markers and a category; one status with precedence Deprecated > Stable > Developer Preview > Experimental', () => {
    const e = manifestEntry(
      entry('x', 'function', [
        ['publicApi', '17.0'],
        ['deprecated', '20.0 gone'],
        ['category', 'Signals'],
      ]),
      'function',
    );
    expect(e).toEqual({ name: 'x', type: 'function', category: 'Signals', deprecated: { version: '20.0' }, stable: { version: '17.0' } });
    expect(entryStatus(e)).toEqual({ status: 'deprecated', version: '20.0' });
    const preview = manifestEntry(
      entry('y', 'function', [
        ['experimental', ''],
        ['developerPreview', '21.1'],
      ]),
      'function',
    );
    expect(entryStatus(preview)).toEqual({ status: 'developerPreview', version: '21.1' });
    expect(entryStatus(manifestEntry(entry('z', 'constant', [['experimental', '']]), 'constant'))).toEqual({ status: 'experimental' });
    expect(entryStatus({ name: 'w', type: 'enum' })).toBeUndefined();
  });

  it('marks a function deprecated when every overload is', () => {
    const fn = entry('f', 'function', [], {
      jsdocTags: [],
      signatures: [{ jsdocTags: [{ name: 'deprecated', comment: '19.0 no' }] }, { jsdocTags: [{ name: 'deprecated', comment: '' }] }],
    });
    expect(manifestEntry(fn, 'function').deprecated).toEqual({ version: '19.0' });
  });
});

describe('filtering and sorting', () => {
  it('hides private names, @docs-private, @nodoc and @codeGenApi (on every overload for functions)', () => {
    expect(isHidden(entry('ɵinternal', 'function'))).toBe(true);
    expect(isHidden(entry('_private', 'constant'))).toBe(true);
    expect(isHidden(entry('A', 'interface', [['docs-private', '']]))).toBe(true);
    expect(isHidden(entry('B', 'interface', [['nodoc', '']]))).toBe(true);
    expect(isHidden(entry('C', 'function', [['codeGenApi', '']]))).toBe(true);
    const someOverloads = entry('d', 'function', [], {
      jsdocTags: [],
      signatures: [{ jsdocTags: [{ name: 'docs-private', comment: '' }] }, { jsdocTags: [] }],
    });
    expect(isHidden(someOverloads)).toBe(false);
    const allOverloads = entry('d', 'function', [], { jsdocTags: [], signatures: [{ jsdocTags: [{ name: 'docs-private', comment: '' }] }] });
    expect(isHidden(allOverloads)).toBe(true);
    expect(isHidden(entry('Public', 'undecorated_class', [['publicApi', '']]))).toBe(false);
  });

  it('maps extractor types to the 13 spec types', () => {
    expect(manifestType('component')).toBe('directive');
    expect(manifestType('namespace')).toBeUndefined();
    expect(manifestType('initializer_api_function')).toBe('initializer_api_function');
  });

  it('sorts entries by name and modules by label, code-styled labels last; drops empty modules and duplicates', () => {
    const modules = buildModules([
      {
        moduleName: '@angular/router',
        normalizedModuleName: 'angular_router',
        moduleLabel: 'router',
        entries: [entry('b', 'function'), entry('A', 'interface'), entry('b', 'constant')],
      },
      { moduleName: 'window.ng', normalizedModuleName: 'angular_window', moduleLabel: '<window.ng>', entries: [entry('getComponent', 'function')] },
      {
        moduleName: '@angular/core',
        normalizedModuleName: 'angular_core',
        moduleLabel: 'core',
        entries: [entry('ɵx', 'function'), entry('inject', 'function')],
      },
      { moduleName: '@angular/empty', normalizedModuleName: 'angular_empty', moduleLabel: 'empty', entries: [entry('ɵonly', 'function')] },
    ]);
    expect(modules.map((m) => m.moduleLabel)).toEqual(['core', 'router', '<window.ng>']);
    expect(modules[1]!.entries.map((e) => `${e.name}:${e.type}`)).toEqual(['A:interface', 'b:function']);
    expect(modules[1]!.raw.map((r) => r.name)).toEqual(['A', 'b']);
    expect([{ moduleLabel: 'b' }, { moduleLabel: '<a>' }, { moduleLabel: 'a' }].sort(compareModules).map((m) => m.moduleLabel)).toEqual(['a', 'b', '<a>']);
  });

  it('builds the API nav tree: one group per module with entry path, label, category and fragment', () => {
    const tree = apiNavTree([
      {
        moduleName: '@angular/core',
        normalizedModuleName: 'angular_core',
        moduleLabel: 'core',
        entries: [{ name: 'signal', type: 'function', category: 'Signals' }],
      },
    ]);
    expect(tree).toEqual([
      {
        label: 'core',
        level: 2,
        children: [{ label: 'signal', path: 'api/core/signal', contentPath: 'angular_core_signal_function.html', level: 3, category: 'Signals' }],
      },
    ]);
  });
});
