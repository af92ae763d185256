import { beforeAll, describe, expect, it } from 'vitest';
import { decodeContent, decodeHeadings, localIndexShards } from '../../../isomorphic/search/local-index.ts';
import { buildSearchRecords, htmlToText, pageRecords } from '../../../content/pipeline/search/build-records.ts';
import { hierarchyOf } from '../../../elements/search-dialog/local/local-records.ts';
import { realSearchPages, realSearchRecords } from './real-records.ts';

const page = {
  url: '/guide/x',
  category: 'Docs',
  title: 'Guide &amp; more',
  html: [
    '<header class="docs-page-header"><h1 tabindex="-1">Guide</h1><a class="docs-edit-link" href="https://e">Edit this page</a></header>',
    '<p>Intro with <code>inject()</code> &amp; <a href="/y">a link</a>.</p>',
    '<h2 id="first"><a class="docs-anchor" href="#first">First <code>part</code></a></h2>',
    '<p>Under first.</p>',
    '<docs-code-example class="docs-code"><figure><pre><code>const secret = 1;</code></pre></figure></docs-code-example>',
    '<h3 id="deep">Deep</h3><ul><li>Item one</li><li>Item two</li></ul>',
    '<h2 id="second">Second</h2><p>Under second.</p><p>Under second.</p>',
    '<h2>No id</h2>',
  ].join('\n'),
};

describe('search records', () => {
  // Rendering every real page (~300 and growing) is setup, not the behaviour under test: done once, with room for a busy machine.
  beforeAll(() => void realSearchRecords(), 120_000);

  it('makes a page record, one per heading with an id, and one per prose block, DocSearch-shaped', () => {
    const records = pageRecords(page);
    expect(records.map((r) => [r.type, r.url, r.content])).toEqual([
      ['lvl1', '/guide/x', null],
      ['content', '/guide/x', 'Intro with inject() & a link.'],
      ['lvl2', '/guide/x#first', null],
      ['content', '/guide/x#first', 'Under first.'],
      ['lvl3', '/guide/x#deep', null],
      ['content', '/guide/x#deep', 'Item one'],
      ['content', '/guide/x#deep', 'Item two'],
      ['lvl2', '/guide/x#second', null],
      ['content', '/guide/x#second', 'Under second.'],
    ]);
    const deep = records.find((r) => r.url === '/guide/x#deep' && r.type === 'content')!;
    expect(deep.hierarchy).toEqual({ lvl0: 'Docs', lvl1: 'Guide &amp; more', lvl2: 'First part', lvl3: 'Deep', lvl4: null, lvl5: null, lvl6: null });
    // A new h2 resets the deeper levels.
    expect(records.find((r) => r.url === '/guide/x#second')!.hierarchy.lvl3).toBeNull();
    // Code examples and the edit link are not searchable prose.
    expect(JSON.stringify(records)).not.toContain('secret');
    expect(JSON.stringify(records)).not.toContain('Edit this page');
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('takes any list of pages (other sections plug in with their category) and refuses duplicate URLs', () => {
    const records = buildSearchRecords([page, { url: '/api/core/signal', category: 'Reference', title: 'signal', html: '<p>Creates a signal.</p>' }]);
    expect(records.filter((r) => r.hierarchy.lvl0 === 'Reference').map((r) => r.type)).toEqual(['lvl1', 'content']);
    expect(() => buildSearchRecords([page, page])).toThrow(/two pages have the URL \/guide\/x/);
  });

  it('decodes entities and drops tags in text', () => {
    expect(htmlToText('<b>a</b> &lt;tag&gt; &#39;q&#39;\n  b')).toBe("a <tag> 'q' b");
  });

  it('covers every real page, each with its title as lvl1 and Docs as lvl0', () => {
    const records = realSearchRecords();
    for (const input of realSearchPages()) {
      const lvl1 = records.find((r) => r.url === input.url && r.type === 'lvl1');
      expect(lvl1, input.url).toBeDefined();
      expect(lvl1!.hierarchy).toMatchObject({ lvl0: 'Docs', lvl1: input.title });
    }
    expect(records.some((r) => r.url === '/essentials/signals#computed-signals' && r.type === 'lvl2')).toBe(true);
  });

  it('local index shards round-trip through the browser decoder', () => {
    const records = realSearchRecords();
    const { headings, content } = localIndexShards(records);
    const decodedHeadings = decodeHeadings(JSON.parse(JSON.stringify(headings)));
    const decoded = [...decodedHeadings.records, ...decodeContent(JSON.parse(JSON.stringify(content)), decodedHeadings)];
    expect(decoded).toHaveLength(records.length);
    const shape = (r: { url: string; type: string; content: string | null }, hierarchy: object) => ({
      url: r.url,
      type: r.type,
      content: r.content,
      hierarchy,
    });
    const sortKey = (r: { url: string; type: string; content: string | null }) => `${r.type === 'content' ? 1 : 0} ${r.url} ${r.content}`;
    const expected = records.map((r) => shape(r, r.hierarchy)).sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
    const actual = decoded.map((r) => shape(r, hierarchyOf(r))).sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
    expect(actual).toEqual(expected);
    expect(new Set(decoded.map((r) => r.objectID)).size).toBe(decoded.length);
    expect(() => decodeHeadings({ v: 99 })).toThrow(/format/);
    // Anchors that are not derived from the text (custom ids, repeats) are kept.
    const custom = localIndexShards(pageRecords(page));
    expect([...custom.headings.headings, ...custom.content.headings].map((h) => h[3])).toEqual(['first', '', '']);
    const first = decodeHeadings(custom.headings);
    expect(first.headings.map((h) => h.url)).toEqual(['/guide/x#first', '/guide/x#second']);
    // The first shard has the guides' top-level headings; deeper ones come with the content shard, under their parent.
    const deep = decodeContent(custom.content, first).find((r) => r.url === '/guide/x#deep')!;
    expect(hierarchyOf(deep)).toMatchObject({ lvl1: 'Guide &amp; more', lvl2: 'First part', lvl3: 'Deep' });
  });

  it('keeps the first shard small: guide headings of level 2 up to a cap, none of the reference', () => {
    const records = realSearchRecords();
    const capped = localIndexShards(records, 5);
    expect(capped.headings.headings).toHaveLength(5);
    expect(capped.headings.headings.every((h) => h[2] === 2)).toBe(true);
    const decoded = decodeHeadings(JSON.parse(JSON.stringify(capped.headings)));
    const all = [...decoded.records, ...decodeContent(JSON.parse(JSON.stringify(capped.content)), decoded)];
    expect(all).toHaveLength(records.length);
    const reference = localIndexShards(buildSearchRecords([{ url: '/api/x', category: 'Reference', title: 'X', html: '<h2 id="a">A</h2><p>t</p>' }]));
    expect(reference.headings.headings).toEqual([]);
    expect(reference.content.headings).toHaveLength(1);
  });
});

describe('tutorial pages in the search records', () => {
  it('every tutorial page (intro and steps) is a search input with the Tutorials category', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { ROOT } = await import('../../../content/pipeline/build-content.ts');
    const { buildTutorials, TUTORIALS_CATEGORY } = await import('../../../content/pipeline/projects.ts');
    const out = await mkdtemp(join(tmpdir(), 'tutorial-search-'));
    try {
      const { urls, search } = await buildTutorials({ root: ROOT, out }, []);
      // Every prerendered tutorial page but the list of tutorials (/tutorials, no text of its own).
      expect(search.map((page) => page.url)).toEqual(urls.filter((url) => url !== '/tutorials'));
      expect(search.length).toBeGreaterThan(1);
      expect(new Set(search.map((page) => page.category))).toEqual(new Set([TUTORIALS_CATEGORY]));
      const records = buildSearchRecords(search);
      const intro = records.find((r) => r.type === 'lvl1' && r.url === search[0].url)!;
      expect(intro.hierarchy).toMatchObject({ lvl0: 'Tutorials', lvl1: 'Deferrable views' });
      expect(records.filter((r) => r.type === 'content').length).toBeGreaterThan(search.length);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }, 60_000);
});
