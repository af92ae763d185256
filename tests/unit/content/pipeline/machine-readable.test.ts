import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { llmsFullTxt, llmsTxt, robotsTxt, sitemapXml } from '../../../../content/pipeline/machine-readable.ts';
import { plainMarkdown } from '../../../../content/pipeline/plain-markdown.ts';

describe('sitemap and robots', () => {
  it('lists canonical URLs once, sorted and escaped', () => {
    const xml = sitemapXml('https://d.example/', ['/', '/b', '/a/', '/a', '/q?x=1&y']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['https://d.example', 'https://d.example/a', 'https://d.example/b', 'https://d.example/q']);
  });

  it('robots.txt allows everything and points to the sitemap', () => {
    expect(robotsTxt('https://d.example')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://d.example/sitemap.xml\n');
  });
});

describe('llms.txt', () => {
  it('groups pages by top-level section, links their Markdown and adds the description', () => {
    const text = llmsTxt({
      product: 'Angular',
      origin: 'https://d.example',
      summary: 'The docs.\nAll of them.',
      pages: [
        { path: 'overview', label: 'What is Angular?', groups: ['Introduction'], description: 'A framework.' },
        { path: 'guide/signals', label: 'Overview', groups: ['In-depth Guides', 'Signals'] },
      ],
    });
    expect(text).toBe(
      [
        '# Angular',
        '',
        '> The docs. All of them.',
        '',
        '## Introduction',
        '',
        '- [What is Angular?](https://d.example/overview.md): A framework.',
        '',
        '## In-depth Guides',
        '',
        '- [Signals › Overview](https://d.example/guide/signals.md)',
        '',
      ].join('\n'),
    );
  });

  it('llms-full.txt joins every page under its source URL', () => {
    const text = llmsFullTxt({ product: 'Angular', origin: 'https://d.example', pages: [{ path: 'a', markdown: '# A\n\nBody.\n' }] });
    expect(text).toContain('Source: https://d.example/a\n\n# A\n\nBody.\n');
  });
});

describe('plainMarkdown', () => {
  const examplesDir = mkdtempSync(join(tmpdir(), 'plain-md-'));
  mkdirSync(join(examplesDir, 'demo'), { recursive: true });
  writeFileSync(join(examplesDir, 'demo/ferry.ts'), '// #docregion\nexport const ferry = `on time`;\n// #enddocregion\n');
  const convert = (source: string) => plainMarkdown(source, { examplesDir, origin: 'https://d.example' });

  it('turns fenced code options into a caption and keeps the code as written', () => {
    const out = convert('# T\n\n```ts {header: "src/app/a.ts", linenums}\n<a href="/x">x</a>\n```\n');
    expect(out).toBe('# T\n\n`src/app/a.ts`:\n\n```ts\n<a href="/x">x</a>\n```\n');
  });

  it('inlines example files and inline <docs-code>, dropping multifile wrappers', () => {
    const out = convert(
      '<docs-code-multifile>\n<docs-code path="demo/ferry.ts" header="ferry.ts"/>\n<docs-code language="html" header="ferry.html">\n  <p>{{ ferry }}</p>\n</docs-code>\n</docs-code-multifile>\n',
    );
    expect(out).toContain('`ferry.ts`:\n\n```ts\nexport const ferry = `on time`;\n```');
    expect(out).toContain('`ferry.html`:\n\n```html\n<p>{{ ferry }}</p>\n```');
    expect(out).not.toContain('docs-code');
  });

  it('turns callouts, cards, pills, steps, tabs and videos into plain Markdown with absolute links', () => {
    const out = convert(
      [
        '## Start {#start}',
        '',
        '<docs-callout title="Heads up" important>',
        'Read [this](/guide/x) first.',
        '</docs-callout>',
        '',
        '<docs-card-container>',
        '  <docs-card title="Signals" href="/guide/signals">Reactive state.</docs-card>',
        '</docs-card-container>',
        '',
        '<docs-pill-row>',
        '  <docs-pill href="/installation" title="Install"/>',
        '</docs-pill-row>',
        '',
        '<docs-workflow>',
        '<docs-step title="Create">',
        'Run it.',
        '</docs-step>',
        '</docs-workflow>',
        '',
        '<docs-video src="https://v.example/1" title="Intro"/>',
      ].join('\n'),
    );
    expect(out).toContain('## Start\n');
    expect(out).toContain('> **Heads up**\n>\n> Read [this](https://d.example/guide/x) first.');
    expect(out).toContain('- [Signals](https://d.example/guide/signals): Reactive state.');
    expect(out).toContain('- [Install](https://d.example/installation)');
    expect(out).toContain('### Create\n\nRun it.');
    expect(out).toContain('[Video: Intro](https://v.example/1)');
    expect(out).not.toMatch(/<\/?docs-/);
  });
});
