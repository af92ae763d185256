import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPATIBILITY, DOCUMENTED_LINE, compatibilityTable } from '../../../content/pipeline/reference/versions-data.ts';

const NODE_MODULES = join(import.meta.dirname, '../../../node_modules');
const pkg = (name: string) =>
  JSON.parse(readFileSync(join(NODE_MODULES, name, 'package.json'), 'utf8')) as {
    version: string;
    engines?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };

describe('version compatibility table', () => {
  // A row covers one line ('22.2.x') or several with equal ranges ('22.1.x – 22.2.x').
  const row = COMPATIBILITY.find((r) => r.angular.split(' – ').at(-1) === DOCUMENTED_LINE)!;

  it('has a row for the installed release line', () => {
    const [major, minor] = pkg('@angular/core').version.split('.');
    expect(DOCUMENTED_LINE).toBe(`${major}.${minor}.x`);
    expect(row).toBeDefined();
  });

  it('states the installed packages’ engines and peer dependencies', () => {
    expect(row.node).toBe(pkg('@angular/core').engines?.['node']);
    expect(row.node).toBe(pkg('@angular/cli').engines?.['node']);
    expect(row.typescript).toBe(pkg('@angular/compiler-cli').peerDependencies?.['typescript']);
    expect(row.rxjs).toBe(pkg('@angular/core').peerDependencies?.['rxjs']);
  });

  it('lists release lines newest first, every supported major included', () => {
    const majors = COMPATIBILITY.map((r) => Number(r.angular.split('.')[0]));
    expect([...majors].sort((a, b) => b - a)).toEqual(majors);
    for (const major of [22, 21, 20]) expect(majors).toContain(major);
    expect(COMPATIBILITY.filter((r) => r.support !== 'ended').every((r) => Number(r.angular.split('.')[0]) >= 20)).toBe(true);
  });

  it('escapes the range separators in the Markdown table', () => {
    expect(compatibilityTable([row])).toContain('`^22.22.3 \\|\\| ^24.15.0 \\|\\| >=26.0.0`');
  });
});
