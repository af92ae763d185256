// The code-sample check (npm run check:code) fails on planted errors with the page's file:line and
// skips fragments (issue 18).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectMarkdown } from '../../../../../content/pipeline/check-code/collect.ts';
import { checkSamples, pathOfHeader } from '../../../../../content/pipeline/check-code/check.ts';

const root = resolve(import.meta.dirname, '../../../../..');
const source = 'tests/unit/fixtures/check-code/broken-page.md';
const text = readFileSync(resolve(root, source), 'utf8');
const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('check:code', () => {
  const { samples, problems } = collectMarkdown(text, source, resolve(root, 'content/examples'));
  const result = checkSamples(root, [{ source, section: 'fixture', samples }], []);
  const messages = result.errors.map((e) => e.text);

  it('collects every sample with its line', () => {
    expect(problems).toEqual([]);
    expect(samples.map((s) => [s.kind, s.line, s.fragment])).toEqual([
      ['ts', lineOf('import { Component, input }'), false],
      ['html', lineOf('<h2>'), false],
      ['ts', lineOf('import { Component } from'), false],
      ['json', lineOf('"trail": "Ridge loop"') - 1, false],
      ['ts', lineOf('readonly total'), true],
      ['html', lineOf('@if (open)'), false],
    ]);
  });

  it('reports a TypeScript type error at its page line', () => {
    const line = lineOf("readonly count: number = 'three'");
    expect(messages).toContainEqual(
      expect.stringMatching(new RegExp(`^${source}:${line}: sample line 10: Type 'string' is not assignable to type 'number'.*\\[TS2322\\]`)),
    );
  });

  it('type-checks an external template from its sibling .html sample', () => {
    const line = lineOf('lenght()');
    expect(messages).toContainEqual(
      expect.stringMatching(new RegExp(`^${source}:${line}: sample line 2: Property 'lenght' does not exist on type 'TrailCard'`)),
    );
  });

  it('reports broken JSON and template parse errors', () => {
    expect(messages).toContainEqual(expect.stringMatching(new RegExp(`^${source}:${lineOf('"km": 12,') + 1}: sample line 4: .*JSON`)));
    expect(messages).toContainEqual(expect.stringMatching(new RegExp(`^${source}:${lineOf('@if (open)')}: sample line 1: Unclosed block "if"`)));
  });

  it('skips and counts the fragment; resolves imports between samples', () => {
    expect(result.sections.get('fixture')).toEqual({ checked: 5, fragments: 1, avoid: 0 });
    expect(messages.some((m) => m.includes('computed'))).toBe(false);
    expect(messages.some((m) => m.includes('./trail-card'))).toBe(false);
    expect(result.errors).toHaveLength(4);
  });

  it('maps headers to project paths', () => {
    expect(pathOfHeader('recipe.ts')).toBe('src/app/recipe.ts');
    expect(pathOfHeader('src/main.ts')).toBe('src/main.ts');
    expect(pathOfHeader('main.ts')).toBe('src/main.ts');
    expect(pathOfHeader('tsconfig.json')).toBe('tsconfig.json');
    expect(pathOfHeader('Terminal output')).toBeUndefined();
  });
});

describe('check:code projects on a page', () => {
  const source = 'tests/unit/fixtures/check-code/two-examples.md';
  const text = readFileSync(resolve(root, source), 'utf8');
  const { samples } = collectMarkdown(text, source, resolve(root, 'content/examples'));
  const result = checkSamples(root, [{ source, section: 'fixture', samples }], []);

  it('checks each <docs-code-multifile> as its own project, whatever the order of its files', () => {
    expect(samples.map((s) => s.group)).toEqual([0, 0, 1, 1, undefined]);
    const line = text.split('\n').findIndex((l) => l.includes('nmae')) + 1;
    expect(result.errors.map((e) => e.text)).toEqual([expect.stringMatching(new RegExp(`^${source}:${line}: sample line 1: Property 'nmae' does not exist`))]);
  });
});
