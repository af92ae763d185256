import { describe, expect, it } from 'vitest';
import { declarationLines, functionDocsFromSources, parseDocComment, pickLocation, repoPathOf } from '../../../content/pipeline/api/source-maps.ts';

const SOURCE = `
/** @param token the token */
export function inject<T>(token: T): T;
/**
 * Injects a token from the current injector.
 *
 * @usageNotes
 * Call it in a constructor.
 * @publicApi
 */
export function inject<T>(token: T, flags?: number): T | null {
  return null;
}
export interface Thing {}
`;

describe('overload descriptions recovered from the packages source maps', () => {
  it('takes the implementation comment (the one with description text)', () => {
    const docs = functionDocsFromSources([SOURCE]);
    expect(docs.get('inject')).toEqual({ description: 'Injects a token from the current injector.', usageNotes: 'Call it in a constructor.' });
    expect(parseDocComment('\n * @param x y\n ').description).toBe('');
  });

  it('locates declarations for source links', () => {
    expect(repoPathOf('../../../../../k8-fastbuild-ST-fdfa778d11ba/bin/packages/core/src/di/injector.ts')).toBe('packages/core/src/di/injector.ts');
    expect(repoPathOf('../../src/cdk/drag-drop/drag.ts')).toBe('src/cdk/drag-drop/drag.ts');
    expect(declarationLines(SOURCE)).toEqual(
      new Map([
        ['inject', 3],
        ['Thing', 14],
      ]),
    );
    const locations = [
      { path: 'packages/core/primitives/di/src/injector.ts', line: 1 },
      { path: 'packages/core/src/di/injector_compatibility.ts', line: 9 },
      { path: 'packages/core/testing/src/test_bed.ts', line: 5 },
    ];
    expect(pickLocation(locations, '.')).toEqual(locations[1]);
    expect(pickLocation(locations, 'testing')).toEqual(locations[2]);
    expect(pickLocation(undefined, '.')).toBeUndefined();
  });
});
