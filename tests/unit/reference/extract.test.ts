import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApi } from '../../../content/pipeline/api/extract.ts';

const NODE_MODULES = join(import.meta.dirname, '../../../node_modules');

/** The three patches for running the extractor on published `.d.ts` (see extract.ts). */
describe('API extraction from the installed @angular/core', () => {
  const result = extractApi(NODE_MODULES, [{ pkg: 'core', subpath: '.' }]);
  const core = result.modules[0]!;
  const byName = new Map(core.entries.map((e) => [e.name, e]));

  it('extracts the public entries and none of the private ones', () => {
    expect(core.moduleName).toBe('@angular/core');
    expect(core.normalizedModuleName).toBe('angular_core');
    expect(core.entries.length).toBeGreaterThan(200);
    expect(core.entries.some((e) => /^[ɵ_]/.test(e.name))).toBe(false);
    expect(byName.get('signal')?.entryType).toBe('function');
    expect(byName.get('ApplicationRef')?.entryType).toBe('undecorated_class');
  });

  it('re-classifies decorators (declared as const + interface in .d.ts)', () => {
    const component = byName.get('Component') as unknown as { entryType: string; decoratorType: string; members: { name: string }[] };
    expect(component.entryType).toBe('decorator');
    expect(component.decoratorType).toBe('class');
    expect(component.members.map((m) => m.name)).toContain('selector');
    expect((byName.get('Input') as unknown as { decoratorType: string }).decoratorType).toBe('member');
    expect((byName.get('Optional') as unknown as { decoratorType: string }).decoratorType).toBe('parameter');
  });

  it('keeps declarations the extractor throws on, with a fallback entry', () => {
    const output = byName.get('output') as unknown as { entryType: string; callFunction: { signatures: unknown[] } };
    expect(output.entryType).toBe('initializer_api_function');
    expect(output.callFunction.signatures.length).toBe(1);
    expect(result.warnings.some((w) => w.startsWith('output:'))).toBe(true);
  });
}, 120_000);
