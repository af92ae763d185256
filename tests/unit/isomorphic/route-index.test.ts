import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '../../../isomorphic/navigation-types.ts';
import { buildRouteIndex, isReferenceRoute, REFERENCE_ROUTE_PREFIXES } from '../../../isomorphic/route-index.ts';

const docs: NavigationItem[] = [
  {
    label: 'Introduction',
    level: 1,
    children: [
      { label: 'Installation', path: 'installation', contentPath: 'installation', level: 2 },
      { label: 'A tutorial', path: 'tutorials/learn', level: 2 },
      { label: 'External', path: 'https://example.com', contentPath: 'x', isExternal: true, level: 2 },
    ],
  },
];
const reference: NavigationItem[] = [
  { label: 'API Reference', level: 1, children: [{ label: 'Overview', path: 'api', contentPath: 'api', level: 2 }] },
  { label: 'Errors', level: 1, children: [{ label: 'NG0100', path: 'errors/NG0100', contentPath: 'reference/errors/NG0100', level: 2 }] },
  { label: 'CLI', level: 1, children: [{ label: 'ng build', path: 'cli/build', contentPath: 'cli/build.html', level: 2 }] },
];

describe('route index', () => {
  it('names the tree of every page (not groups, route links, external links or the API)', () => {
    expect(buildRouteIndex(docs, reference)).toEqual({
      index: { installation: 'docs', 'errors/NG0100': 'reference', 'cli/build': 'reference' },
      problems: [],
    });
  });

  it('reports pages the routes would send to the wrong module', () => {
    const misplacedDoc: NavigationItem[] = [{ label: 'CLI guide', path: 'cli/guide', contentPath: 'cli-guide', level: 1 }];
    const strayReference: NavigationItem[] = [{ label: 'Glossary', path: 'glossary/term', contentPath: 'glossary/term', level: 1 }];
    const { problems } = buildRouteIndex(misplacedDoc, strayReference);
    expect(problems).toEqual([
      'the docs page /cli/guide is under a reference route (cli/*)',
      'the reference page /glossary/term has no reference route: add "glossary" to REFERENCE_ROUTE_PREFIXES (isomorphic/route-index.ts)',
    ]);
  });

  it('matches on the first path segment only', () => {
    expect(REFERENCE_ROUTE_PREFIXES).toContain('errors');
    expect(isReferenceRoute('errors')).toBe(true);
    expect(isReferenceRoute('errors/NG0100')).toBe(true);
    expect(isReferenceRoute('errorsx')).toBe(false);
    expect(isReferenceRoute('guide/errors')).toBe(false);
  });
});
