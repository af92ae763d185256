import { describe, expect, it } from 'vitest';
import { versionModeFromHost } from '../../../../shell/layout/version-mode.ts';
import { builtInVersions, currentVersion, parseServerVersions, splitOlderVersions } from '../../../../shell/layout/versions.ts';

describe('built-in version list', () => {
  it('is next, the documented major down to v18, then v17 down to v4, and v2', () => {
    const list = builtInVersions(22);
    expect(list.map((v) => v.displayName)).toEqual([
      'next',
      'v22',
      'v21',
      'v20',
      'v19',
      'v18',
      'v17',
      'v16',
      'v15',
      'v14',
      'v13',
      'v12',
      'v11',
      'v10',
      'v9',
      'v8',
      'v7',
      'v6',
      'v5',
      'v4',
      'v2',
    ]);
    expect(list[0]!.url).toBe('https://next.angular.dev/overview');
    expect(list.find((v) => v.displayName === 'v18')!.url).toBe('https://v18.angular.dev/overview');
    expect(list.find((v) => v.displayName === 'v17')!.url).toBe('https://v17.angular.io/docs');
    expect(list.at(-1)!.url).toBe('https://v2.angular.io/docs');
  });
  it('matches the spec list for a v20 site', () => {
    expect(
      builtInVersions(20)
        .slice(0, 5)
        .map((v) => v.displayName),
    ).toEqual(['next', 'v20', 'v19', 'v18', 'v17']);
  });
});

describe('server version list validation', () => {
  it('accepts an array of {version, url} strings', () => {
    expect(parseServerVersions([{ version: 'v22', url: 'https://v22.angular.dev/overview', extra: 1 }])).toEqual([
      { displayName: 'v22', url: 'https://v22.angular.dev/overview' },
    ]);
  });
  it.each([
    ['not an array', { version: 'v1', url: 'x' }],
    ['a string', '[]'],
    ['null', null],
    ['empty', []],
    ['an entry without url', [{ version: 'v1' }]],
    ['a number version', [{ version: 22, url: 'x' }]],
    ['a null entry', [null]],
    [
      'one bad entry among good ones',
      [
        { version: 'v1', url: 'x' },
        { version: 'v2', url: 3 },
      ],
    ],
  ])('rejects %s', (_name, data) => {
    expect(parseServerVersions(data)).toBeNull();
  });
});

describe('docs version mode from the host name', () => {
  it.each([
    ['v17.angular.dev', 'deprecated'],
    ['rc.angular.dev', 'rc'],
    ['next.angular.dev', 'next'],
    ['angular.dev', 'stable'],
    ['127.0.0.1', 'stable'],
    ['localhost', 'stable'],
  ])('%s → %s', (host, mode) => {
    expect(versionModeFromHost(host)).toBe(mode);
  });
});

describe('current version', () => {
  const list = builtInVersions(22);
  it('is the documented major on a stable host, next on next', () => {
    expect(currentVersion(list, 'stable', 22)!.displayName).toBe('v22');
    expect(currentVersion(list, 'next', 22)!.displayName).toBe('next');
  });
  it('falls back to the first entry', () => {
    expect(currentVersion([{ displayName: 'x', url: 'u' }], 'stable', 22)!.displayName).toBe('x');
    expect(currentVersion(list, 'stable', 2)!.displayName).toBe('v2');
  });
});

describe('older versions submenu', () => {
  it('puts the majors before v18 in the submenu, in order; the rest stays at the top', () => {
    const { recent, older } = splitOlderVersions(builtInVersions(22));
    expect(recent.map((e) => e.displayName)).toEqual(['next', 'v22', 'v21', 'v20', 'v19', 'v18']);
    expect(older.map((e) => e.displayName)).toEqual(['v17', 'v16', 'v15', 'v14', 'v13', 'v12', 'v11', 'v10', 'v9', 'v8', 'v7', 'v6', 'v5', 'v4', 'v2']);
  });
  it('keeps names that are not v<number> at the top, and has no submenu for a recent-only list', () => {
    const list = [
      { displayName: 'rc', url: 'https://rc.angular.dev/' },
      { displayName: 'v17.3', url: 'https://x.test/' },
      { displayName: 'v18', url: 'https://v18.angular.dev/' },
    ];
    expect(splitOlderVersions(list)).toEqual({ recent: list, older: [] });
  });
});
