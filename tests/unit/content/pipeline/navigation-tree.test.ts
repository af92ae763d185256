import { describe, expect, it } from 'vitest';
import type { SiteTreeItem } from '../../../../isomorphic/navigation-types.ts';
import { flattenPages, resolveTree, validateTree } from '../../../../content/pipeline/navigation-tree.ts';
import { activeRedirects } from '../../../../content/pipeline/redirects.ts';
import { findTrail, groupByCategory, navSlice, pageFromTrail } from '../../../../shell/navigation/nav.ts';

const TREE: SiteTreeItem[] = [
  {
    label: 'Introduction',
    children: [
      { label: 'What is it?', path: 'overview', contentPath: 'introduction/what-is-it' },
      {
        label: 'Essentials',
        children: [
          { label: 'Overview', path: 'essentials', contentPath: 'essentials/overview' },
          { label: 'Signals', path: 'essentials/signals', status: 'new' },
        ],
      },
    ],
  },
  {
    label: 'Guides',
    children: [
      {
        label: 'Routing',
        children: [
          { label: 'Overview', path: 'guide/routing' },
          { label: 'Deep', children: [{ label: 'Leaf', path: 'guide/routing/leaf' }] },
        ],
      },
      { label: 'Elsewhere', href: 'https://example.com/docs' },
    ],
  },
];

describe('resolveTree / flattenPages', () => {
  const resolved = resolveTree(TREE);
  it('numbers levels, defaults contentPath to path and marks external items', () => {
    const essentials = resolved[0]!.children![1]!;
    expect(essentials.level).toBe(2);
    expect(essentials.children![1]).toMatchObject({ path: 'essentials/signals', contentPath: 'essentials/signals', level: 3, status: 'new' });
    expect(resolved[1]!.children![1]).toMatchObject({ isExternal: true, path: 'https://example.com/docs' });
  });
  it('lists every page with its ancestors', () => {
    const pages = flattenPages(resolved);
    expect(pages.map((p) => p.path)).toEqual(['overview', 'essentials', 'essentials/signals', 'guide/routing', 'guide/routing/leaf']);
    expect(pages[1]).toEqual({
      path: 'essentials',
      contentPath: 'essentials/overview',
      label: 'Overview',
      parents: [{ label: 'Introduction' }, { label: 'Essentials' }],
    });
  });
});

describe('validateTree', () => {
  it('accepts a good tree', () => {
    expect(validateTree(TREE)).toEqual([]);
  });
  it('reports duplicate and malformed paths, bad hrefs and empty items', () => {
    const problems = validateTree([
      { label: 'A', path: 'same' },
      { label: 'B', path: 'same' },
      { label: 'C', path: '/leading' },
      { label: 'D', href: 'ftp://x' },
      { label: 'E' },
    ]);
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/listed twice/);
    expect(problems.join('\n')).toMatch(/leading or trailing slash/);
    expect(problems.join('\n')).toMatch(/http\(s\) URL/);
    expect(problems.join('\n')).toMatch(/needs a path/);
  });
});

describe('nav helpers', () => {
  const resolved = resolveTree(TREE);
  it('findTrail returns the chain of items down to the page', () => {
    expect(findTrail(resolved, 'guide/routing/leaf').map((i) => i.label)).toEqual(['Guides', 'Routing', 'Deep', 'Leaf']);
    expect(findTrail(resolved, 'nope')).toEqual([]);
  });
  it('pageFromTrail builds the page record with linkable parents', () => {
    expect(pageFromTrail(findTrail(resolved, 'essentials/signals'))).toEqual({
      path: 'essentials/signals',
      contentPath: 'essentials/signals',
      label: 'Signals',
      parents: [{ label: 'Introduction' }, { label: 'Essentials' }],
    });
    expect(pageFromTrail([])).toBeUndefined();
  });
  it('navSlice keeps the visible levels and the active branch only', () => {
    const slice = navSlice(resolved, 'overview', 2);
    const essentials = slice[0]!.children![1]!;
    expect(essentials.children).toBeUndefined();
    expect(essentials.hasHiddenChildren).toBe(true);
    const deep = navSlice(resolved, 'guide/routing/leaf', 2);
    expect(deep[1]!.children![0]!.children![1]!.children![0]!.label).toBe('Leaf');
    expect(deep[0]!.children![1]!.hasHiddenChildren).toBe(true);
  });
  it('groupByCategory keeps first-seen order and puts Other last', () => {
    const groups = groupByCategory([{ category: 'B' }, {}, { category: 'A' }, { category: 'B' }]);
    expect(groups.map((g) => [g.category, g.items.length])).toEqual([
      ['B', 2],
      ['A', 1],
      ['Other', 1],
    ]);
  });
});

describe('activeRedirects', () => {
  const headings: Record<string, string[]> = { overview: [], 'guide/templates/binding': ['render-dynamic-text'] };
  const lookup = (path: string) => headings[path];
  it('keeps redirects whose target page and anchor exist', () => {
    expect(
      activeRedirects(
        [
          { from: 'docs', to: '/overview' },
          { from: 'old', to: '/guide/templates/binding#render-dynamic-text' },
          { from: 'gone', to: '/guide/nowhere' },
          { from: 'bad-anchor', to: '/guide/templates/binding#missing' },
        ],
        lookup,
      ).map((r) => r.from),
    ).toEqual(['docs', 'old']);
  });
  it('never shadows a real page', () => {
    expect(activeRedirects([{ from: 'overview', to: '/guide/templates/binding' }], lookup)).toEqual([]);
  });
});

describe('entries with a site route (e.g. "Start coding!" → a tutorial)', () => {
  const tree: SiteTreeItem[] = [
    {
      label: 'Intro',
      children: [
        { label: 'Overview', path: 'overview' },
        { label: 'Start coding!', route: 'tutorials/learn-angular' },
      ],
    },
  ];
  it('links to the route, is not a docs page and passes validation', () => {
    const resolved = resolveTree(tree);
    expect(resolved[0]!.children![1]).toEqual({ label: 'Start coding!', path: 'tutorials/learn-angular', level: 2 });
    expect(flattenPages(resolved).map((p) => p.path)).toEqual(['overview']);
    expect(validateTree(tree)).toEqual([]);
  });
  it('rejects routes outside the tutorials and playground, and routes combined with a path', () => {
    expect(validateTree([{ label: 'X', route: 'guide/elsewhere' }]).join('\n')).toMatch(/route must be a tutorial or playground route/);
    expect(validateTree([{ label: 'Y', route: 'tutorials/a', path: 'tutorials/a' }]).join('\n')).toMatch(/route must be/);
  });
});
