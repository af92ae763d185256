import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { NavigationItem } from '../../../../isomorphic/navigation-types.ts';
import { dateTree, newestDates, readLastUpdated } from '../../../../content/pipeline/last-updated.ts';

const LOG = [
  '',
  'c3 2026-11-20\n\ncontent/docs/a.md\n',
  'c2 2026-10-01\n\ncontent/docs/a.md\ncontent/docs/b.md\n',
  'c1 2026-01-05\n\ncontent/docs/c.md\n',
].join('\0');

describe('newestDates', () => {
  it('takes the newest commit of each file', () => {
    expect(Object.fromEntries(newestDates(LOG, new Set()))).toEqual({
      'content/docs/a.md': '2026-11-20',
      'content/docs/b.md': '2026-10-01',
      'content/docs/c.md': '2026-01-05',
    });
  });
  it('gives no date to a file whose newest commit is a shallow boundary (its real date is unknown)', () => {
    expect(Object.fromEntries(newestDates(LOG, new Set(['c1'])))).toEqual({ 'content/docs/a.md': '2026-11-20', 'content/docs/b.md': '2026-10-01' });
  });
});

describe('dateTree', () => {
  it('dates the items whose Markdown file has a date', () => {
    const tree: NavigationItem[] = [
      { label: 'A', path: 'a', contentPath: 'a', level: 1, children: [{ label: 'B', path: 'b', contentPath: 'b', level: 2 }] },
      { label: 'Ext', path: 'https://example.org', isExternal: true, level: 1 },
    ];
    dateTree(tree, new Map([['content/docs/b.md', '2026-10-01']]), (path) => `content/docs/${path}.md`);
    expect(tree[0]!.updated).toBeUndefined();
    expect(tree[0]!.children![0]!.updated).toBe('2026-10-01');
    expect(tree[1]!.updated).toBeUndefined();
  });
});

describe('readLastUpdated on real repositories', () => {
  const dir = mkdtempSync(join(tmpdir(), 'last-updated-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const git = (cwd: string, args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd,
      stdio: 'pipe',
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_DATE: date,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@e',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@e',
      },
    });

  it('reads the dates of a full history, none from a shallow clone of one commit, none without git', () => {
    const origin = join(dir, 'origin');
    mkdirSync(join(origin, 'content/docs'), { recursive: true });
    git(origin, ['init', '-q']);
    writeFileSync(join(origin, 'content/docs/old.md'), '# Old\n');
    git(origin, ['add', '.']);
    git(origin, ['commit', '-q', '-m', 'one'], '2025-03-04T10:00:00Z');
    writeFileSync(join(origin, 'content/docs/new.md'), '# New\n');
    git(origin, ['add', '.']);
    git(origin, ['commit', '-q', '-m', 'two'], '2026-06-07T10:00:00Z');
    expect(Object.fromEntries(readLastUpdated(origin, 'content/docs'))).toEqual({ 'content/docs/old.md': '2025-03-04', 'content/docs/new.md': '2026-06-07' });

    const shallow = join(dir, 'shallow');
    git(dir, ['clone', '-q', '--depth', '1', `file://${origin}`, shallow]);
    // The boundary commit seems to add old.md too: no date rather than a wrong one.
    expect(Object.fromEntries(readLastUpdated(shallow, 'content/docs'))).toEqual({});

    const plain = join(dir, 'plain');
    mkdirSync(plain);
    expect(readLastUpdated(plain, 'content/docs').size).toBe(0);
  });
});
