import { describe, expect, it } from 'vitest';
import { pagesOf, sectionOfOverview } from '../../../../shell/offline/print-section.ts';

const tree = [
  {
    label: 'In-depth Guides',
    children: [
      {
        label: 'Components',
        children: [
          { label: 'Overview', path: 'guide/components', contentPath: 'guide/components/overview' },
          { label: 'Selectors', path: 'guide/components/selectors', contentPath: 'guide/components/selectors' },
          {
            label: 'Advanced',
            children: [
              { label: 'Inheritance', path: 'guide/components/inheritance', contentPath: 'guide/components/inheritance' },
              { label: 'On GitHub', path: 'https://github.com/x', isExternal: true },
            ],
          },
        ],
      },
      { label: 'Animations', children: [{ label: 'Only page', path: 'guide/animations', contentPath: 'guide/animations' }] },
    ],
  },
];

describe('print this section', () => {
  it('finds the section of its overview page with every page in navigation order, nested ones included', () => {
    expect(sectionOfOverview(tree, 'guide/components')).toEqual({
      label: 'Components',
      pages: [
        { path: 'guide/components', contentPath: 'guide/components/overview', label: 'Overview' },
        { path: 'guide/components/selectors', contentPath: 'guide/components/selectors', label: 'Selectors' },
        { path: 'guide/components/inheritance', contentPath: 'guide/components/inheritance', label: 'Inheritance' },
      ],
    });
  });

  it('offers nothing on other pages, or for a group of a single page', () => {
    expect(sectionOfOverview(tree, 'guide/components/selectors')).toBeUndefined();
    expect(sectionOfOverview(tree, 'guide/animations')).toBeUndefined();
    expect(sectionOfOverview(tree, 'nowhere')).toBeUndefined();
  });

  it('leaves external links out', () => {
    expect(pagesOf(tree).map((page) => page.path)).not.toContain('https://github.com/x');
  });
});
