import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALIASED_PACKAGES, DOCUMENTED_ENTRY_POINTS, isExcluded, moduleNameOf, packageDir } from '../../../content/pipeline/api/entry-points.ts';
import { typesFileOf } from '../../../content/pipeline/api/extract.ts';

const NODE_MODULES = join(import.meta.dirname, '../../../node_modules');

describe('entry point policy', () => {
  it('decides about every typed entry point of the installed packages (documented or excluded with a reason)', () => {
    const documented = new Set(DOCUMENTED_ENTRY_POINTS.map(moduleNameOf));
    // Every installed @angular/* package, not only the ones already documented: a newly installed
    // package (platform-browser-dynamic, aria) is a decision too.
    const packages = readdirSync(join(NODE_MODULES, '@angular')).filter((pkg) => existsSync(join(NODE_MODULES, '@angular', pkg, 'package.json')));
    expect(packages).toContain('platform-browser-dynamic');
    const undecided: string[] = [];
    for (const pkg of packages) {
      const { exports = {} } = JSON.parse(readFileSync(join(NODE_MODULES, '@angular', pkg, 'package.json'), 'utf8')) as { exports?: Record<string, unknown> };
      for (const [key, value] of Object.entries(exports)) {
        if (!value || typeof value !== 'object' || !('types' in value) || key.includes('*')) continue;
        const moduleName = key === '.' ? `@angular/${pkg}` : `@angular/${pkg}/${key.slice(2)}`;
        if (!documented.has(moduleName) && !isExcluded(moduleName)) undecided.push(moduleName);
      }
    }
    expect(undecided).toEqual([]);
  });

  it('documents the spec catalogue and leaves framework internals out', () => {
    const documented = DOCUMENTED_ENTRY_POINTS.map(moduleNameOf);
    for (const name of [
      '@angular/core',
      '@angular/platform-browser-dynamic',
      '@angular/platform-browser-dynamic/testing',
      '@angular/core/rxjs-interop',
      '@angular/common/http',
      '@angular/cdk/drag-drop',
      '@angular/aria/listbox',
      '@angular/aria/tabs/testing',
      '@angular/ssr',
      '@angular/upgrade/static',
    ]) {
      expect(documented).toContain(name);
    }
    expect(isExcluded('@angular/core/primitives/signals')).toBeTruthy();
    expect(isExcluded('@angular/cdk/overlay')).toBeTruthy();
    expect(isExcluded('@angular/aria/private')).toBeTruthy();
    expect(isExcluded('@angular/cdk/drag-drop')).toBeUndefined();
  });

  it('reads @angular/elements from its npm alias, at its own version, without moving the framework', () => {
    expect(DOCUMENTED_ENTRY_POINTS.map(moduleNameOf)).toContain('@angular/elements');
    expect(packageDir(NODE_MODULES, 'elements')).toBe(join(NODE_MODULES, ALIASED_PACKAGES['elements']!));
    expect(packageDir(NODE_MODULES, 'core')).toBe(join(NODE_MODULES, '@angular/core'));
    const { file, version } = typesFileOf(NODE_MODULES, { pkg: 'elements', subpath: '.' });
    expect(existsSync(file)).toBe(true);
    const alias = JSON.parse(readFileSync(join(packageDir(NODE_MODULES, 'elements'), 'package.json'), 'utf8')) as { name: string };
    expect(alias.name).toBe('@angular/elements');
    const core = JSON.parse(readFileSync(join(NODE_MODULES, '@angular/core/package.json'), 'utf8')) as { version: string };
    expect(version.split('.')[0]).toBe(core.version.split('.')[0]);
    expect(existsSync(join(NODE_MODULES, '@angular/elements'))).toBe(false);
  });
});
