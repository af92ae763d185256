import { describe, expect, it } from 'vitest';
import {
  preprocessDoc,
  renderDocText,
  resolveHref,
  resolveLinksInHtml,
  seeToMarkdown,
  shiftHeadings,
  type LinkResolver,
} from '../../../content/pipeline/api/doc-text.ts';

const resolver: LinkResolver = {
  symbol: (ref) => ({ Signal: '/api/core/Signal', 'ApplicationRef#tick': '/api/core/ApplicationRef#tick' })[ref],
  route: (path) => (path === 'guide/signals' ? '/guide/signals' : path.startsWith('api/core/Signal') ? '/api/core/Signal' : undefined),
  pageIds: new Set(['tick']),
};

describe('JSDoc text → our pages', () => {
  it('turns {@link} into links to resolve and drops {@example} placeholders', () => {
    expect(preprocessDoc('See {@link Signal} and {@link ApplicationRef#tick the tick}.')).toBe(
      'See [`Signal`](apilink:Signal) and [the tick](apilink:ApplicationRef#tick).',
    );
    expect(preprocessDoc("Before {@example core/x.ts region='a'} after")).toBe('Before  after');
  });

  it('resolves symbols, site paths, old-site URLs and anchors; the rest is not a link', () => {
    expect(resolveHref('apilink:Signal', resolver)).toEqual({ href: '/api/core/Signal', external: false });
    expect(resolveHref('apilink:Unknown', resolver)).toBeUndefined();
    expect(resolveHref('guide/signals', resolver)).toEqual({ href: '/guide/signals', external: false });
    expect(resolveHref('/guide/missing', resolver)).toBeUndefined();
    expect(resolveHref('https://angular.dev/guide/signals', resolver)).toEqual({ href: '/guide/signals', external: false });
    expect(resolveHref('https://developer.mozilla.org/x', resolver)).toEqual({ href: 'https://developer.mozilla.org/x', external: true });
    expect(resolveHref('#tick', resolver)).toEqual({ href: '#tick', external: false });
    expect(resolveHref('#nope', resolver)).toBeUndefined();
    expect(resolveHref('javascript:alert(1)', resolver)).toBeUndefined();
  });

  it('renders unresolvable links as their text (code stays code), never as broken links', () => {
    const html = renderDocText('Uses {@link Signal}, {@link Missing} and [the guide](guide/missing).', resolver, 'test');
    expect(html).toContain('<a href="/api/core/Signal"><code>Signal</code></a>');
    expect(html).toContain('<code>Missing</code>');
    expect(html).not.toContain('apilink:');
    expect(html).toContain('the guide');
    expect(html).not.toContain('guide/missing');
    expect(resolveLinksInHtml('<a href="https://x.org" target="_blank" rel="noopener">x</a>', resolver)).toBe(
      '<a href="https://x.org" target="_blank" rel="noopener">x</a>',
    );
  });

  it('keeps headings in the page outline (no second h1, no skipped level), leaving code alone', () => {
    expect(shiftHeadings('# A\n\n## B\n\n```md\n# not a heading\n```', 3)).toBe('### A\n\n#### B\n\n```md\n# not a heading\n```');
    expect(shiftHeadings('### Only\n', 4)).toBe('#### Only\n');
    const html = renderDocText('# Usage\n\nText', resolver, 'test');
    expect(html).toMatch(/<h3 id="usage">/);
    expect(html).not.toContain('<h1');
  });

  it('reads @see comments in their usual forms', () => {
    expect(seeToMarkdown('Signal')).toBe('[`Signal`](apilink:Signal)');
    expect(seeToMarkdown('[Angular Signals](guide/signals)')).toBe('[Angular Signals](guide/signals)');
    expect(seeToMarkdown('guide/signals Signals guide')).toBe('[Signals guide](guide/signals)');
    expect(seeToMarkdown('https://example.com/x')).toBe('[https://example.com/x](https://example.com/x)');
  });
});
