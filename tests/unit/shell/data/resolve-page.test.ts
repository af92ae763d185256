import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '../../../../isomorphic/navigation-types.ts';
import { resolvePage, type PageSource } from '../../../../shell/data/resolve-page.ts';

const docs: NavigationItem[] = [
  { label: 'Introduction', level: 1, children: [{ label: 'Installation', path: 'installation', contentPath: 'installation', level: 2 }] },
];
const reference: NavigationItem[] = [
  { label: 'Error Encyclopedia', level: 1, children: [{ label: 'NG0100', path: 'errors/NG0100', contentPath: 'reference/errors/NG0100', level: 2 }] },
];

function source(): PageSource & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    routeIndex: async () => (reads.push('index'), { installation: 'docs', 'errors/NG0100': 'reference', 'errors/stale': 'reference' }),
    docsTree: async () => (reads.push('docs'), docs),
    referenceTree: async () => (reads.push('reference'), reference),
    redirects: async () => (reads.push('redirects'), { 'guide/old': '/installation' }),
  };
}

describe('resolvePage', () => {
  it('finds a docs page from the docs tree alone', async () => {
    const s = source();
    const resolved = await resolvePage('installation', s);
    expect(resolved).toMatchObject({
      kind: 'page',
      section: 'docs',
      page: { path: 'installation', contentPath: 'installation', parents: [{ label: 'Introduction' }] },
    });
    expect(s.reads).toEqual(['index', 'docs']);
  });

  it('finds a reference page in the reference tree', async () => {
    const s = source();
    expect(await resolvePage('errors/NG0100', s)).toMatchObject({ kind: 'page', section: 'reference', page: { contentPath: 'reference/errors/NG0100' } });
    expect(s.reads).toEqual(['index', 'reference']);
  });

  it('reads the redirects only for paths that are no page, and reports unknown paths', async () => {
    const s = source();
    expect(await resolvePage('guide/old', s)).toEqual({ kind: 'redirect', to: '/installation' });
    expect(await resolvePage('nowhere', s)).toEqual({ kind: 'not-found' });
    // No tree at all: the route index says neither has a page there.
    expect(s.reads).toEqual(['index', 'redirects', 'index', 'redirects']);
  });

  it('falls back to the redirects when the index names a page its tree does not have', async () => {
    const s = source();
    expect(await resolvePage('errors/stale', s)).toEqual({ kind: 'not-found' });
    expect(s.reads).toEqual(['index', 'reference', 'redirects']);
  });

  it('does not take inherited object keys for indexed paths', async () => {
    const s = source();
    expect(await resolvePage('constructor', s)).toEqual({ kind: 'not-found' });
    expect(s.reads).toEqual(['index', 'redirects']);
  });

  it('does not treat a group without a page as a page', async () => {
    expect(await resolvePage('', source())).toEqual({ kind: 'not-found' });
  });
});
