import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTemplate } from '@angular/compiler';
import { describe, expect, it } from 'vitest';
import { authoredManifestEntry, escapeHeading, parseAuthoredEntry, renderAuthoredEntry, sectionId } from '../../../content/pipeline/api/authored.ts';
import type { LinkResolver } from '../../../content/pipeline/api/doc-text.ts';
import { addEntries } from '../../../content/pipeline/api/manifest.ts';
import { ContentError } from '../../../content/pipeline/errors.ts';

const SOURCE = `---
name: '@demo'
type: block
stable: '18.0'
---
Shows things.

## Syntax

\`\`\`angular-html
@demo (x) { }
\`\`\`

## Parameters

Text with a [guide link](/guide/templates/control-flow) and \`code\`.

\`\`\`angular-html
## not a heading inside a fence
\`\`\`
`;

const resolver = (known: string[]): LinkResolver => ({
  symbol: () => undefined,
  route: (path) => (known.includes(path.split('#')[0]!) ? `/${path}` : undefined),
  pageIds: new Set(),
});

describe('authored API entries (blocks and elements)', () => {
  it('parses the front matter, the description and one section per ## heading (not inside fences)', () => {
    const entry = parseAuthoredEntry(SOURCE, 'content/api/core/demo.md');
    expect(entry).toMatchObject({
      name: '@demo',
      type: 'block',
      moduleName: '@angular/core',
      markers: { stable: { version: '18.0' } },
      description: 'Shows things.',
    });
    expect(entry.sections.map((s) => [s.title, s.id])).toEqual([
      ['Syntax', 'api-signature'],
      ['Parameters', 'api-parameters'],
    ]);
    expect(entry.sections[1]!.markdown).toContain('## not a heading inside a fence');
    expect(entry.sections[0]!.line).toBe(9);
    expect(authoredManifestEntry(entry)).toEqual({ name: '@demo', type: 'block', stable: { version: '18.0' } });
  });

  it('rejects malformed sources with file and line', () => {
    expect(() => parseAuthoredEntry('# Title\n', 'f.md')).toThrow(ContentError);
    expect(() => parseAuthoredEntry('---\nname: x\ntype: class\n---\n', 'f.md')).toThrow(/type/);
    expect(() => parseAuthoredEntry('---\nname: x\ntype: block\ncolour: red\n---\n', 'f.md')).toThrow(/f\.md:4: unknown front matter key "colour"/);
    expect(() => parseAuthoredEntry('---\nname: x\ntype: block\nstable: soon\n---\n', 'f.md')).toThrow(/version/);
    expect(() => parseAuthoredEntry('---\nname: x\ntype: element\n---\n# Heading\n', 'f.md')).toThrow(/f\.md:5:/);
  });

  it('renders the generated-page markup: header with badge, syntax first, links resolved', () => {
    const entry = parseAuthoredEntry(SOURCE, 'content/api/core/demo.md');
    const html = renderAuthoredEntry(entry, authoredManifestEntry(entry), resolver(['guide/templates/control-flow']));
    expect(html).toContain('<h1 tabindex="-1">@demo</h1>');
    expect(html).toContain('data-type="block"><span aria-hidden="true" class="docs-api-type-letter">B</span> Block</span>');
    expect(html).toContain('Stable since v18.0');
    expect(html.indexOf('id="api-signature"')).toBeLessThan(html.indexOf('id="api-description"'));
    expect(html).toContain('href="/guide/templates/control-flow"');
  });

  it('fails on a link that does not resolve, naming the source line', () => {
    const entry = parseAuthoredEntry(SOURCE, 'content/api/core/demo.md');
    expect(() => renderAuthoredEntry(entry, authoredManifestEntry(entry), resolver([]))).toThrow(
      /content\/api\/core\/demo\.md:16: link "\/guide\/templates\/control-flow"/,
    );
  });

  it('section ids and titles', () => {
    expect(sectionId('Syntax')).toBe('api-signature');
    expect(sectionId('Sub-blocks')).toBe('api-sub-blocks');
    expect(escapeHeading('`@placeholder` & <x>')).toBe('<code>@placeholder</code> &amp; &lt;x&gt;');
  });

  it('adds entries to a module in name order and reports clashes', () => {
    const module = { moduleName: 'm', normalizedModuleName: 'm', moduleLabel: 'm', entries: [{ name: 'b', type: 'function' as const }], raw: [{ id: 'b' }] };
    const clashes = addEntries(module, [
      { entry: { name: '@a', type: 'block' }, raw: { id: '@a' } },
      { entry: { name: 'b', type: 'element' }, raw: { id: 'b2' } },
    ]);
    expect(clashes).toEqual(['b']);
    expect(module.entries.map((e) => e.name)).toEqual(['@a', 'b']);
    expect(module.raw.map((r) => r.id)).toEqual(['@a', 'b']);
  });
});

describe('the authored pages in content/api', () => {
  const dir = join(import.meta.dirname, '../../../content/api/core');
  const files = readdirSync(dir).filter((f) => f.endsWith('.md'));

  it('cover the blocks and elements of the spec', () => {
    const entries = files.map((f) => parseAuthoredEntry(readFileSync(join(dir, f), 'utf8'), f));
    expect(
      entries
        .filter((e) => e.type === 'block')
        .map((e) => e.name)
        .sort(),
    ).toEqual(['@defer', '@for', '@if', '@let', '@switch']);
    expect(
      entries
        .filter((e) => e.type === 'element')
        .map((e) => e.name)
        .sort(),
    ).toEqual(['ng-container', 'ng-content', 'ng-template']);
    for (const entry of entries) {
      expect(
        entry.sections.map((s) => s.id),
        entry.name,
      ).toContain('api-signature');
      expect(
        entry.sections.map((s) => s.id),
        entry.name,
      ).toContain('api-example');
    }
    const defer = entries.find((e) => e.name === '@defer')!;
    for (const sub of ['@placeholder', '@loading', '@error']) expect(defer.sections.map((s) => s.markdown).join('\n')).toContain(sub);
  });

  it('have example templates the installed Angular compiler parses without errors', () => {
    let templates = 0;
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      const example = text.slice(text.indexOf('## Example'));
      for (const match of example.matchAll(/template: `([\s\S]*?)`,\n/g)) {
        const parsed = parseTemplate(match[1]!, `${file}.html`, {});
        expect(parsed.errors?.map((e) => e.msg) ?? [], file).toEqual([]);
        templates += 1;
      }
    }
    expect(templates).toBeGreaterThanOrEqual(files.length);
  });
});

describe('block route aliases', () => {
  it('redirects the name without @ to the block page, unless an entry has that name', async () => {
    const { blockAliases } = await import('../../../content/pipeline/api/manifest.ts');
    const manifest = [
      {
        moduleName: '@angular/core',
        normalizedModuleName: 'angular_core',
        moduleLabel: 'core',
        entries: [
          { name: '@if', type: 'block' as const },
          { name: '@let', type: 'block' as const },
          { name: 'let', type: 'function' as const },
          { name: 'ng-content', type: 'element' as const },
        ],
      },
    ];
    expect(blockAliases({ manifest })).toEqual([{ from: 'api/core/if', to: '/api/core/@if' }]);
  });
});
