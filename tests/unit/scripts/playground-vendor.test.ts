import { describe, expect, it } from 'vitest';
import { linkAngular, staticImports } from '../../../scripts/playground-vendor.ts';

describe('staticImports (modulepreload list of the preview document)', () => {
  it('finds static imports and re-exports in minified code, not dynamic import()', () => {
    const code =
      'import"@angular/compiler";import*as e from"@angular/core";import{a as b,c}from"./_chunk.mjs";export{d}from"./_d-chunk.mjs";export*from"rxjs";const x=()=>import("./lazy.mjs");const s="import nothing";';
    expect(staticImports(code)).toEqual(['@angular/compiler', '@angular/core', './_chunk.mjs', './_d-chunk.mjs', 'rxjs']);
  });
});

describe('linkAngular (vendored Angular files, linked at build time)', () => {
  it("turns a package's partial declarations into full definitions, so the preview's JIT compiler does not compile them", async () => {
    const source = [
      "import * as i0 from '@angular/core';",
      'class Greeter {',
      "  static ɵfac = i0.ɵɵngDeclareFactory({ minVersion: '12.0.0', version: '22.2.0', ngImport: i0, type: Greeter, deps: [], target: i0.ɵɵFactoryTarget.Injectable });",
      "  static ɵprov = i0.ɵɵngDeclareInjectable({ minVersion: '12.0.0', version: '22.2.0', ngImport: i0, type: Greeter, providedIn: 'root' });",
      '}',
      'export { Greeter };',
    ].join('\n');
    const linked = await linkAngular('greeter.mjs', source);
    expect(linked).not.toContain('ngDeclare');
    expect(linked).toContain('ɵɵdefineInjectable');
    expect(linked).toContain('export { Greeter }');
  }, 60_000);

  it('leaves a module that declares nothing as it is', async () => {
    const source = 'export const answer = 42;\n';
    expect(await linkAngular('plain.mjs', source)).toBe(source);
  });
});
