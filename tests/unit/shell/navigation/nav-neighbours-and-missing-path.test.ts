import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '../../../../isomorphic/navigation-types.ts';
import { searchWordsFromPath } from '../../../../shell/navigation/missing-path.ts';
import { navSlice, pageFromTrail, findTrail, pageNeighbours } from '../../../../shell/navigation/nav.ts';

const TREE: NavigationItem[] = [
  { label: 'Overview', path: 'overview', contentPath: 'overview', level: 1, updated: '2026-10-02' },
  {
    label: 'Forms',
    path: 'guide/forms',
    contentPath: 'guide/forms/overview',
    level: 1,
    children: [
      { label: 'Overview', path: 'guide/forms', contentPath: 'guide/forms/overview', level: 2 },
      { label: 'Reactive forms', path: 'guide/forms/reactive', contentPath: 'guide/forms/reactive', level: 2 },
      { label: 'Blog', path: 'https://blog.example.org', isExternal: true, level: 2 },
      { label: 'A tutorial', path: 'tutorials/first', level: 2 },
    ],
  },
  { label: 'Testing', path: 'guide/testing', contentPath: 'guide/testing', level: 1 },
];

describe('pageNeighbours', () => {
  it('follows the tree depth first, each page once, skipping external links and routes without content', () => {
    expect(pageNeighbours(TREE, 'overview')).toEqual({ previous: undefined, next: { label: 'Forms', path: 'guide/forms' } });
    expect(pageNeighbours(TREE, 'guide/forms')).toEqual({
      previous: { label: 'Overview', path: 'overview' },
      next: { label: 'Reactive forms', path: 'guide/forms/reactive' },
    });
    expect(pageNeighbours(TREE, 'guide/forms/reactive')).toEqual({
      previous: { label: 'Forms', path: 'guide/forms' },
      next: { label: 'Testing', path: 'guide/testing' },
    });
    expect(pageNeighbours(TREE, 'guide/testing').next).toBeUndefined();
    expect(pageNeighbours(TREE, 'nowhere')).toEqual({});
  });
});

describe('last-updated dates in the page data', () => {
  it('the page record carries its date; the sidebar slice does not', () => {
    expect(pageFromTrail(findTrail(TREE, 'overview'))?.updated).toBe('2026-10-02');
    expect(pageFromTrail(findTrail(TREE, 'guide/testing'))?.updated).toBeUndefined();
    expect(navSlice(TREE, 'overview', 2)[0]).not.toHaveProperty('updated');
  });
  it('a hidden branch of the slice names its first page', () => {
    expect(navSlice(TREE, 'overview', 1)[1]).toMatchObject({ label: 'Forms', hasHiddenChildren: true, firstPath: 'guide/forms' });
  });
});

describe('searchWordsFromPath', () => {
  it('keeps the words that name what was looked for', () => {
    expect(searchWordsFromPath('/guide/routing/route-gaurds')).toBe('routing route gaurds');
    expect(searchWordsFromPath('/api/core/InjectionTokn')).toBe('core injectiontokn');
    expect(searchWordsFromPath('/hmr%20setup.html')).toBe('hmr setup');
    expect(searchWordsFromPath('/%E0%A4%A')).toBe('e0 a4 a');
    expect(searchWordsFromPath('/404')).toBe('');
  });
});
