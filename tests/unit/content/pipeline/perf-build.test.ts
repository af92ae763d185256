import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { validateTree } from '../../../../content/pipeline/navigation-tree.ts';
import { syntheticSource, syntheticTree } from '../../../../content/pipeline/synthetic.ts';
import type { SiteTreeItem } from '../../../../isomorphic/navigation-types.ts';
import { pageKey } from '../../../../scripts/prerender-pool.ts';
import { writeSyntheticContent } from '../../../perf/synthetic-content.ts';

describe('prerender pool', () => {
  it('sends the data and the HTML request of a page to the same worker (same key)', () => {
    expect(pageKey('/_.data')).toBe('/');
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/guide/signals.data')).toBe('/guide/signals');
    expect(pageKey('/guide/signals/')).toBe('/guide/signals');
    expect(pageKey('/guide/signals')).toBe('/guide/signals');
  });
});

describe('synthetic scale content', () => {
  const dir = join(tmpdir(), 'docs-synthetic-unit-test');
  afterEach(() => {
    delete process.env['DOCS_SYNTHETIC_DIR'];
    rmSync(dir, { recursive: true, force: true });
  });

  it('is off unless DOCS_SYNTHETIC_DIR is set', () => {
    delete process.env['DOCS_SYNTHETIC_DIR'];
    expect(syntheticTree()).toEqual([]);
    expect(syntheticSource('synthetic/s01/g01/p001')).toBeUndefined();
  });

  it('writes pages in sections and groups that the pipeline reads through DOCS_SYNTHETIC_DIR', () => {
    writeSyntheticContent(250, dir);
    process.env['DOCS_SYNTHETIC_DIR'] = dir;
    const tree = syntheticTree();
    const pages: string[] = [];
    const walk = (items: SiteTreeItem[]) => items.forEach((i) => (i.path ? pages.push(i.path) : walk(i.children ?? [])));
    walk(tree);
    expect(tree).toHaveLength(10);
    expect(pages).toHaveLength(250);
    expect(validateTree(tree)).toEqual([]);
    const source = syntheticSource(pages[0]!)!;
    expect(existsSync(source)).toBe(true);
    const markdown = readFileSync(source, 'utf8');
    expect(markdown).toMatch(/^# Synthetic page 1$/m);
    expect(markdown).toContain('```ts');
    expect(markdown).toMatch(/\]\(\/synthetic\/s\d\d\/g\d\d\/p\d{3}#usage\)/);
    expect(syntheticSource('guide/signals/overview')).toBeUndefined();
  });
});
