import { describe, expect, it } from 'vitest';
import { checkLinks, normalizeRoute, type PageLinks } from '../../../../../content/pipeline/links.ts';
import { md, render } from './helpers.ts';

function page(route: string, links: Array<[string, number]>, headingIds: string[] = []): PageLinks {
  return { file: `content/docs${route}.md`, route, headingIds, links: links.map(([href, line]) => ({ href, line })) };
}

const known = (path: string): boolean => path === '/api/core/signal' || path === '/';

describe('checkLinks: failures', () => {
  const errorsFor = (links: Array<[string, number]>): string[] =>
    checkLinks([page('/guide', links, ['intro', 'next-steps']), page('/installation', [], ['requirements'])], known).map((e) => e.message);

  it('reports a link to a missing route', () => {
    expect(errorsFor([['/essentials/nowhere', 4]])).toEqual(['content/docs/guide.md:4: link "/essentials/nowhere": no page has the route /essentials/nowhere']);
  });

  it('reports a missing anchor on another page', () => {
    expect(errorsFor([['/installation#setup', 7]])).toEqual([
      'content/docs/guide.md:7: link "/installation#setup": /installation (content/docs/installation.md) has no heading with id "setup"',
    ]);
  });

  it('reports a missing anchor on the same page', () => {
    expect(errorsFor([['#outro', 2]])).toEqual(['content/docs/guide.md:2: link "#outro": this page has no heading with id "outro"']);
  });

  it('reports relative links', () => {
    expect(
      errorsFor([
        ['installation', 3],
        ['../guide#intro', 5],
      ]),
    ).toEqual([
      'content/docs/guide.md:3: relative link "installation": use a site path such as "/installation"',
      'content/docs/guide.md:5: relative link "../guide#intro": use a site path such as "/guide#intro"',
    ]);
  });

  it('reports absolute links to angular.dev', () => {
    expect(
      errorsFor([
        ['https://angular.dev/installation#requirements', 9],
        ['//angular.dev/x', 10],
      ]),
    ).toEqual([
      'content/docs/guide.md:9: link "https://angular.dev/installation#requirements" points at this site: use a site path such as "/installation#requirements"',
      'content/docs/guide.md:10: link "//angular.dev/x" points at this site: use a site path such as "/x"',
    ]);
  });
});

describe('checkLinks: successes', () => {
  it('accepts pages, anchors, known routes, external and mail links', () => {
    const pages = [
      page(
        '/guide',
        [
          ['/installation', 1],
          ['/installation/', 2],
          ['/installation?tab=npm#requirements', 3],
          ['#intro', 4],
          ['/guide#intro', 5],
          ['/api/core/signal', 6],
          ['/api/core/signal#members', 7],
          ['https://github.com/angular/angular', 8],
          ['mailto:team@example.com', 9],
          ['/', 10],
          ['#', 11],
        ],
        ['intro'],
      ),
      page('/installation', [['/guide#intro', 1]], ['requirements']),
    ];
    expect(checkLinks(pages, known)).toEqual([]);
  });

  it('decodes percent-encoded anchors and normalises routes', () => {
    expect(checkLinks([page('/a', [['#%C3%BCber', 1]], ['über'])], known)).toEqual([]);
    expect(normalizeRoute('/a/b/?q=1#x')).toBe('/a/b');
    expect(normalizeRoute('/')).toBe('/');
  });

  it('works end to end with rendered pages', () => {
    const guide = render(md('# Guide', '', '## Next steps', '', 'See [install](/installation#requirements) and [next](#next-steps).'));
    const install = render(md('# Install', '', '## Requirements', '', 'Back to [the guide](/guide#missing).'), { file: 'content/docs/installation.md' });
    const errors = checkLinks(
      [
        { file: 'content/docs/guide.md', route: '/guide', headingIds: guide.headings.map((h) => h.id).filter(Boolean), links: guide.links },
        { file: 'content/docs/installation.md', route: '/installation', headingIds: install.headings.map((h) => h.id).filter(Boolean), links: install.links },
      ],
      () => false,
    );
    expect(errors.map((e) => e.message)).toEqual([
      'content/docs/installation.md:5: link "/guide#missing": /guide (content/docs/guide.md) has no heading with id "missing"',
    ]);
  });
});
