// A Markdown section's output comes from the render itself: what it writes is what it hands to search.
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentError } from '../../../../../content/pipeline/errors.ts';
import { renderMarkdownPages } from '../../../../../content/pipeline/sections/markdown-pages.ts';
import type { SectionPaths } from '../../../../../content/pipeline/sections/section.ts';

let root: string;
let paths: SectionPaths;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'sections-'));
  paths = {
    root,
    examples: join(root, 'examples'),
    contentOut: join(root, 'out/content'),
    markdownOut: join(root, 'out/md'),
    projectsOut: join(root, 'out/projects'),
  };
  await mkdir(join(root, 'content/docs/guide'), { recursive: true });
  await writeFile(
    join(root, 'content/docs/guide/page.md'),
    '# A page\n\nIntro text.\n\n## First part\n\nSee [the other](/guide/other#x).\n\n### Detail\n\nMore.\n',
  );
  await writeFile(join(root, 'content/docs/guide/broken.md'), '# Broken\n\n<docs-nope>\n');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('renderMarkdownPages', () => {
  it('returns pages, heading ids, links and search blocks from the render, and writes the fragment and TOC', async () => {
    const errors: ContentError[] = [];
    const page = { path: 'guide/page', contentPath: 'guide/page', label: 'Page', parents: [] };
    const output = await renderMarkdownPages([page], paths, errors, { category: 'Docs' });
    expect(errors).toEqual([]);
    expect(output.pages.map((p) => [p.path, p.title])).toEqual([['guide/page', 'A page']]);
    expect(output.headings.get('guide/page')).toEqual(['first-part', 'detail']);
    expect(output.links).toEqual([
      {
        file: 'content/docs/guide/page.md',
        route: '/guide/page',
        headingIds: ['first-part', 'detail'],
        links: [expect.objectContaining({ href: '/guide/other#x' })],
      },
    ]);
    const fragment = await readFile(join(paths.contentOut, 'guide/page.md.html'), 'utf8');
    expect(output.searchBlocks).toEqual([{ url: '/guide/page', category: 'Docs', title: 'A page', html: fragment }]);
    const toc = await readFile(join(paths.contentOut, 'guide/page.toc.html'), 'utf8');
    expect([...toc.matchAll(/href="#([^"]+)" data-level="(h\d)"/g)].map((m) => `${m[2]} ${m[1]}`)).toEqual(['h2 first-part', 'h3 detail']);
  });

  it('reports a missing source or broken content and leaves the page out', async () => {
    const errors: ContentError[] = [];
    const output = await renderMarkdownPages(
      [
        { path: 'guide/missing', contentPath: 'guide/missing', label: 'Missing', parents: [] },
        { path: 'guide/broken', contentPath: 'guide/broken', label: 'Broken', parents: [] },
      ],
      paths,
      errors,
      { category: 'Docs' },
    );
    expect(output.pages).toEqual([]);
    expect(output.searchBlocks).toEqual([]);
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringContaining('"Missing" (/guide/missing) has no content'),
      expect.stringMatching(/^content\/docs\/guide\/broken\.md:3: /),
    ]);
  });
});
