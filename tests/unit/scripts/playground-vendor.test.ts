import { describe, expect, it } from 'vitest';
import { staticImports } from '../../../scripts/playground-vendor.ts';

describe('staticImports (modulepreload list of the preview document)', () => {
  it('finds static imports and re-exports in minified code, not dynamic import()', () => {
    const code =
      'import"@angular/compiler";import*as e from"@angular/core";import{a as b,c}from"./_chunk.mjs";export{d}from"./_d-chunk.mjs";export*from"rxjs";const x=()=>import("./lazy.mjs");const s="import nothing";';
    expect(staticImports(code)).toEqual(['@angular/compiler', '@angular/core', './_chunk.mjs', './_d-chunk.mjs', 'rxjs']);
  });
});
