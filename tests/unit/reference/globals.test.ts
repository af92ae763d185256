import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractGlobals, globalSignatures, implementationDoc } from '../../../content/pipeline/api/globals.ts';

const NODE_MODULES = join(import.meta.dirname, '../../../node_modules');

describe('window.ng globals', () => {
  it('reads the public method members of the globals interface', () => {
    const dts = `interface ExternalCoreGlobalUtils {
      ɵprivate(): void;
      getComponent<T>(element: Element): T | null;
      flag: boolean;
    }`;
    expect(globalSignatures(dts)).toEqual([
      {
        name: 'getComponent',
        generics: [{ name: 'T', constraint: undefined, default: undefined }],
        params: [{ name: 'element', type: 'Element', isOptional: false, isRestParam: false }],
        returnType: 'T | null',
      },
    ]);
  });

  it('reads the implementation JSDoc: description, params, returns, other tags', () => {
    const source = `/**
 * Does it.
 *
 * @param el The element.
 * @returns The thing.
 * @publicApi
 */
export function doIt(el: Element): number { return 1; }`;
    const doc = implementationDoc(source, 'doIt')!;
    expect(doc.description).toBe('Does it.');
    expect(doc.params.get('el')).toBe('The element.');
    expect(doc.returns).toBe('The thing.');
    expect(doc.tags.map((t) => t.name)).toEqual(['publicApi']);
    expect(implementationDoc(source, 'other')).toBeUndefined();
  });

  it('documents the ten globals of the installed @angular/core, with descriptions and source locations', () => {
    const result = extractGlobals(NODE_MODULES, new Set(['isSignal', 'enableProfiling']));
    expect(result.entries.map((e) => e.name)).toEqual([
      'applyChanges',
      'getComponent',
      'getContext',
      'getDirectiveMetadata',
      'getDirectives',
      'getHostElement',
      'getInjector',
      'getListeners',
      'getOwningComponent',
      'getRootComponents',
    ]);
    for (const entry of result.entries) {
      expect(entry.description, entry.name).not.toBe('');
      expect((entry as unknown as { sourceLocation: { path: string } }).sourceLocation.path).toMatch(/^packages\/core\/src\//);
    }
    expect(result.skipped.map((s) => s.split(':')[0])).toEqual(['isSignal', 'enableProfiling']);
  }, 60_000);
});
