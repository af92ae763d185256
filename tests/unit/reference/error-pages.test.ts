import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentError } from '../../../content/pipeline/errors.ts';
import {
  codeRedirects,
  codeVariants,
  compareCodes,
  overviewAppendix,
  parseTitleLine,
  readCodeSection,
  sectionTree,
} from '../../../content/pipeline/reference/error-pages.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures/docs');

describe('error and diagnostic pages', () => {
  it('reads code and title from the first line', () => {
    expect(parseTitleLine('# NG0100: Expression changed')).toEqual({ code: 'NG0100', title: 'Expression changed' });
    expect(parseTitleLine('# NG01101:Wrong type ')).toEqual({ code: 'NG01101', title: 'Wrong type' });
    expect(parseTitleLine('# Expression changed')).toBeUndefined();
    expect(parseTitleLine('## NG0100: x')).toBeUndefined();
  });

  it('orders 4-digit codes before 5-digit ones, numerically', () => {
    expect(['NG01101', 'NG0956', 'NG8001', 'NG0100'].sort(compareCodes)).toEqual(['NG0100', 'NG0956', 'NG8001', 'NG01101']);
  });

  it('finds the fixture pages, categorises errors and builds the nav group', () => {
    const errors: ContentError[] = [];
    const section = readCodeSection(FIXTURES, 'errors', errors);
    expect(errors).toEqual([]);
    expect(section.overview).toEqual({ path: 'errors', contentPath: 'reference/errors/overview' });
    expect(section.pages.map((p) => [p.code, p.category, p.path])).toEqual([
      ['NG0100', 'Runtime', 'errors/NG0100'],
      ['NG8001', 'Compiler', 'errors/NG8001'],
    ]);
    expect(sectionTree(section)).toEqual({
      label: 'Errors',
      children: [
        { label: 'Overview', path: 'errors', contentPath: 'reference/errors/overview' },
        { label: 'NG0100: Fixture runtime error', path: 'errors/NG0100', contentPath: 'reference/errors/NG0100', category: 'Runtime' },
        { label: 'NG8001: Fixture compiler error', path: 'errors/NG8001', contentPath: 'reference/errors/NG8001', category: 'Compiler' },
      ],
    });
    const diagnostics = readCodeSection(FIXTURES, 'extended-diagnostics', errors);
    expect(diagnostics.pages.map((p) => [p.code, p.category])).toEqual([['NG8101', undefined]]);
    expect(diagnostics.overview).toBeUndefined();
  });

  it('appends a generated list (code, title, link) to the overview', () => {
    const section = readCodeSection(FIXTURES, 'errors', []);
    const md = overviewAppendix(section);
    expect(md).toContain('## Runtime errors');
    expect(md).toContain('| [NG0100](/errors/NG0100) | Fixture runtime error |');
    expect(md.indexOf('## Runtime errors')).toBeLessThan(md.indexOf('## Compiler errors'));
    expect(md).toContain('| [NG8001](/errors/NG8001) | Fixture compiler error |');
  });

  it('redirects the spellings Angular and people use to the page', () => {
    expect(codeVariants('NG0100').sort()).toEqual(['NG100', 'Ng0100', 'ng0100', 'ng100'].sort());
    expect(codeVariants('NG01101')).toContain('NG1101');
    expect(codeVariants('NG8001').sort()).toEqual(['Ng8001', 'ng8001'].sort());
    const section = readCodeSection(FIXTURES, 'errors', []);
    const redirects = codeRedirects(section);
    expect(redirects).toContainEqual({ from: 'errors/ng0100', to: '/errors/NG0100' });
    expect(redirects).toContainEqual({ from: 'errors/NG100', to: '/errors/NG0100' });
    expect(redirects.some((r) => r.from === 'errors/NG0100')).toBe(false);
  });

  it('reports a file name or first line that breaks the contract', () => {
    const dir = mkdtempSync(join(tmpdir(), 'codes-'));
    mkdirSync(join(dir, 'reference/errors'), { recursive: true });
    writeFileSync(join(dir, 'reference/errors/NG0200.md'), 'No title here\n');
    writeFileSync(join(dir, 'reference/errors/NG0201.md'), '# NG0202: Wrong code\n');
    writeFileSync(join(dir, 'reference/errors/notes.md'), '# NG0203: x\n');
    const errors: ContentError[] = [];
    const section = readCodeSection(dir, 'errors', errors);
    expect(section.pages).toEqual([]);
    expect(errors.map((e) => e.message)).toEqual([
      'content/docs/reference/errors/NG0200.md:1: the first line must be "# NG0200: <Short title>"',
      'content/docs/reference/errors/NG0201.md:1: the title names NG0202 but the file is NG0201.md',
      'content/docs/reference/errors/notes.md:1: file name must be the code as Angular prints it (NG followed by 4 or 5 digits), or overview.md',
    ]);
  });
});
