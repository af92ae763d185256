import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readUpdateGuide } from '../../../../content/pipeline/reference/generated-tables.ts';
import { bucketRecommendations, legacyInstallCommand } from '../../../../isomorphic/update-guide-data.ts';
import { NO_OPTIONS, updateResult } from '../../../../shell/update-guide/update-guide-result.ts';

const RECOMMENDATIONS = readUpdateGuide(join(import.meta.dirname, '../../../..'), []);

describe('updateResult', () => {
  it('refuses a downgrade', () => {
    expect(updateResult({ from: 2000, to: 1900, level: 1 }, NO_OPTIONS, 'npm', RECOMMENDATIONS)).toBeUndefined();
  });

  it('gives the buckets of the selection, without an install command from 6.0 on', () => {
    const result = updateResult({ from: 1900, to: 2000, level: 2 }, NO_OPTIONS, 'npm', RECOMMENDATIONS);
    expect(result).toEqual({
      from: 1900,
      to: 2000,
      level: 2,
      buckets: bucketRecommendations({ from: 1900, to: 2000, level: 2, options: NO_OPTIONS }, RECOMMENDATIONS),
    });
  });

  it('adds the package manager install command for targets before 6.0', () => {
    const result = updateResult({ from: 400, to: 500, level: 1 }, { ...NO_OPTIONS, windows: true }, 'yarn', RECOMMENDATIONS);
    expect(result?.install).toBe(legacyInstallCommand(500, 'yarn', true));
    expect(result?.install).toBeTruthy();
  });
});
