import { describe, expect, it } from 'vitest';
import { addedLabel, changesInMajor, lifecycleOf, mergeHistory, type Snapshot } from '../../../content/pipeline/api/history.ts';
import { usedInIndex } from '../../../content/pipeline/api/used-in.ts';
import { apiChangesMarkdown } from '../../../content/pipeline/reference/api-changes.ts';

const snap = (entries: Record<string, [status: 's' | 'p' | 'd' | 'x', members?: Record<string, 's' | 'p' | 'd' | 'x'>]>): Snapshot =>
  new Map([
    ['@angular/core', new Map(Object.entries(entries).map(([name, [status, members]]) => [name, { status, members: new Map(Object.entries(members ?? {})) }]))],
  ]);
const covered = new Set(['@angular/core']);

describe('API history: merging versions and reading lifecycles', () => {
  const data = mergeHistory('13.3', [
    { version: '13.3', covered, snapshot: snap({ Old: ['s'], Gone: ['s', { a: 's' }] }) },
    { version: '16.0', covered, snapshot: snap({ Old: ['s'], Gone: ['s', { a: 's' }], signal: ['p'] }) },
    { version: '16.1', covered: new Set(), snapshot: new Map() },
    { version: '17.0', covered, snapshot: snap({ Old: ['d'], signal: ['p', { set: 'p' }] }) },
    { version: '20.0', covered, snapshot: snap({ Old: ['d'], signal: ['s', { set: 's', update: 's' }] }) },
  ]);

  it('writes one event per change, skipping versions where the package was not read', () => {
    expect(data.versions).toEqual(['13.3', '16.0', '16.1', '17.0', '20.0']);
    expect(data.coverage['@angular/core']).toEqual(['13.3', '20.0']);
    expect(data.modules['@angular/core']).toEqual({
      Gone: ['13.3s 17.0-', { a: '13.3s 17.0-' }],
      Old: '13.3s 17.0d',
      signal: ['16.0p 20.0s', { set: '17.0p 20.0s', update: '20.0s' }],
    });
  });

  it('reads added, deprecated, removed and promotion', () => {
    expect(lifecycleOf('16.0p 20.0s', '13.3')).toEqual({ added: '16.0', addedBeforeBaseline: false, current: 's', stable: '20.0' });
    expect(lifecycleOf('13.3s 17.0d', '13.3')).toMatchObject({ addedBeforeBaseline: true, deprecated: '17.0' });
    expect(lifecycleOf('13.3s 17.0-', '13.3')).toMatchObject({ removed: '17.0' });
    expect(addedLabel(lifecycleOf('13.3s', '13.3'), '13.3')).toBe('before v14');
  });

  it('lists the changes of a major: added, deprecated, removed, promoted, members not repeated with their entry', () => {
    const v17 = changesInMajor(data, 17);
    expect(v17).toContainEqual({ kind: 'deprecated', moduleName: '@angular/core', name: 'Old', version: '17.0' });
    expect(v17).toContainEqual({ kind: 'removed', moduleName: '@angular/core', name: 'Gone', version: '17.0' });
    expect(v17).toContainEqual({ kind: 'added', moduleName: '@angular/core', name: 'signal', member: 'set', version: '17.0' });
    expect(v17.some((c) => c.member === 'a')).toBe(false);
    const v20 = changesInMajor(data, 20);
    expect(v20).toContainEqual({ kind: 'promoted', moduleName: '@angular/core', name: 'signal', version: '20.0' });
    expect(v20).toContainEqual({ kind: 'added', moduleName: '@angular/core', name: 'signal', member: 'update', version: '20.0' });
    expect(
      changesInMajor(data, 16)
        .filter((c) => c.kind === 'added')
        .map((c) => c.name),
    ).toEqual(['signal']);
  });

  it('renders a major page grouped by package, linking what the site documents', () => {
    const md = apiChangesMarkdown(data, 20, (c) => (c.name === 'signal' ? `/api/core/signal${c.member ? `#${c.member}` : ''}` : undefined));
    expect(md).toContain('## `@angular/core` {#angular-core}');
    expect(md).toContain('**Promoted to stable**\n\n- [`signal`](/api/core/signal) (v20.0)');
    expect(md).toContain('- [`signal.update`](/api/core/signal#update) (v20.0)');
  });
});

describe('Used in these guides', () => {
  it('collects the guide sections linking to each entry, once per section', () => {
    const index = usedInIndex([
      {
        url: '/guide/signals',
        category: 'Docs',
        title: 'Signals',
        html: '<p><a href="/api/core/signal"><code>signal</code></a></p><h2 id="writable"><a href="#writable">Writable <code>signals</code></a></h2><p><a href="/api/core/signal#set">set</a> <a href="/api/core/signal">again</a></p>',
      },
    ]);
    expect(index.get('api/core/signal')).toEqual([
      { title: 'Signals', href: '/guide/signals' },
      { title: 'Signals › Writable signals', href: '/guide/signals#writable' },
    ]);
  });
});
