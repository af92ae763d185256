import { describe, expect, it } from 'vitest';
import { descriptionFromHtml, trimDescription } from '../../../../isomorphic/page-description.ts';
import { breadcrumbList, pageMeta } from '../../../../shell/head/page-meta.ts';

describe('descriptionFromHtml', () => {
  it('takes the first paragraph of prose, without markup, with entities decoded', () => {
    const html =
      '<header class="docs-page-header"><h1 tabindex="-1">Signals</h1><p>not this</p></header>\n' +
      '<p>A <strong>signal</strong> wraps a value &amp; tells <code>computed()</code> when it changes.</p><p>Second.</p>';
    expect(descriptionFromHtml(html)).toBe('A signal wraps a value & tells computed() when it changes.');
  });

  it('skips alerts (TL;DR, notes): they are asides, not the opening', () => {
    const html =
      '<div class="docs-alert docs-alert-tldr"><p><strong>TL;DR:</strong> the short of it, in a few words.</p></div><p>Angular is a web framework for apps.</p>';
    expect(descriptionFromHtml(html)).toBe('Angular is a web framework for apps.');
  });

  it('skips code examples and paragraphs too short to describe anything', () => {
    const html =
      '<docs-code-example><p>code caption here and more</p></docs-code-example><p>Tip:</p><p>Routes map URLs to the components that render them.</p>';
    expect(descriptionFromHtml(html)).toBe('Routes map URLs to the components that render them.');
  });

  it('returns undefined when the fragment has no paragraph', () => {
    expect(descriptionFromHtml('<h2 id="a">A</h2><ul><li>one</li></ul>')).toBeUndefined();
  });

  it('trims long text at a word boundary with an ellipsis, within the limit', () => {
    const long = 'word '.repeat(60).trim();
    const out = trimDescription(long, 40);
    expect(out.length).toBeLessThanOrEqual(40);
    expect(out.endsWith('word…')).toBe(true);
    expect(trimDescription('short enough', 40)).toBe('short enough');
  });
});

describe('pageMeta', () => {
  const base = {
    origin: 'https://docs.example',
    product: 'Angular',
    title: 'Signals • Angular',
    headline: 'Signals',
    description: 'Reactive values.',
    pathname: '/guide/signals/',
    crumbs: [{ label: 'In-depth Guides' }, { label: 'Signals', path: 'guide/signals' }],
    type: 'article' as const,
  };

  it('emits description, canonical, Open Graph and Twitter card tags with absolute URLs', () => {
    const tags = pageMeta(base);
    expect(tags).toContainEqual({ name: 'description', content: 'Reactive values.' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://docs.example/guide/signals' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://docs.example/guide/signals' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://docs.example/assets/images/og-card.png' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags.some((t) => 'name' in t && t.name === 'twitter:description')).toBe(false); // og:description serves both
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' });
  });

  it('adds a BreadcrumbList (home, ancestors that are pages, the page), then a TechArticle for articles', () => {
    const ld = pageMeta({ ...base, pathname: '/guide/signals/effect', headline: 'Effects' })
      .filter((t) => 'script:ld+json' in t)
      .map((t) => (t as { 'script:ld+json': Record<string, unknown> })['script:ld+json']);
    expect(ld.map((d) => d['@type'])).toEqual(['BreadcrumbList', 'TechArticle']);
    expect(ld[0]!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Angular', item: 'https://docs.example' },
      { '@type': 'ListItem', position: 2, name: 'Signals', item: 'https://docs.example/guide/signals' },
      { '@type': 'ListItem', position: 3, name: 'Effects', item: 'https://docs.example/guide/signals/effect' },
    ]);
  });

  it('does not repeat the page when its parent link is the page itself', () => {
    const trail = breadcrumbList('https://d', 'Angular', [{ label: 'Signals', path: 'guide/signals' }], 'Signals • Overview', 'https://d/guide/signals');
    expect((trail!.itemListElement as unknown[]).length).toBe(2);
  });

  it('has no article data on landing pages and marks noindex pages', () => {
    const tags = pageMeta({ ...base, type: 'website', crumbs: [], noindex: true });
    const types = tags.filter((t) => 'script:ld+json' in t).map((t) => (t as { 'script:ld+json': Record<string, unknown> })['script:ld+json']['@type']);
    expect(types).toEqual(['BreadcrumbList']);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('has no breadcrumb trail on the home page', () => {
    expect(breadcrumbList('https://d', 'Angular', [], 'Angular', 'https://d')).toBeUndefined();
  });
});
