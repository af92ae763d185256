// The element barrels (`.` and `./<element>` in package.json exports) carry the public API only:
// element classes, event classes, public types (erased at runtime) and the search backend factory.
// Internals (rules, constants, engines, stores, helpers) stay in their modules.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const PUBLIC_FUNCTIONS = ['createSearchBackend'];
const isPublic = (name: string) => /^Docs[A-Z]\w*$/.test(name) || PUBLIC_FUNCTIONS.includes(name);

describe('element barrels', () => {
  it('elements/index.ts exports element and event classes (and the search backend factory) only', async () => {
    const barrel = await import('../../../elements/index.ts');
    const names = Object.keys(barrel);
    expect(names.filter((name) => !isPublic(name))).toEqual([]);
    for (const name of ['ANIMATION_FALLBACK_MS', 'LocalSearchEngine', 'SEARCH_DEBOUNCE_MS', 'SearchHistoryStore', 'highlightParts']) {
      expect(names).not.toContain(name);
    }
    expect(names).toContain('DocsSearchDialog');
    expect(names).toContain('DocsCodeCopyEvent');
  });

  it('each element folder barrel does the same', async () => {
    const folders = readdirSync('elements', { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && readdirSync(`elements/${entry.name}`).includes('index.ts'),
    );
    expect(folders.length).toBeGreaterThan(5);
    for (const folder of folders) {
      const names = Object.keys(await import(`../../../elements/${folder.name}/index.ts`));
      expect(
        names.filter((name) => !isPublic(name)),
        folder.name,
      ).toEqual([]);
      expect(
        names.some((name) => /^Docs\w+$/.test(name) && !name.endsWith('Event')),
        folder.name,
      ).toBe(true);
    }
  });
});
