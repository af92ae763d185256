import { describe, expect, it } from 'vitest';
import type { NavListItem } from '../../../../../elements/navigation-list/nav-tree.ts';
import { activePanels, hasHiddenBranches, staticEntry, visibleLevelsFor } from '../../../../../shell/layout/secondary-nav/nav-rules.ts';

const ERRORS: NavListItem = {
  label: 'Runtime errors',
  level: 1,
  children: [
    { label: 'NG0100', path: 'errors/NG0100', level: 2 },
    { label: 'NG0200', path: 'errors/NG0200', level: 2 },
  ],
};
const TREE: NavListItem[] = [{ label: 'Overview', path: 'errors', level: 1 }, ERRORS];

describe('SecondaryNav rules', () => {
  it('shows the panel of the active page the element would slide in', () => {
    expect(activePanels(TREE, 'errors/NG0100', 1)).toEqual([ERRORS]);
    expect(activePanels(TREE, 'errors', 1)).toEqual([]);
    // Within the visible levels there is no panel.
    expect(activePanels(TREE, 'errors/NG0100', 2)).toEqual([]);
  });
  it('shows each item as the element does: groups with a page link to it, branches link to their first page', () => {
    expect(staticEntry({ label: 'Forms', path: 'guide/forms', level: 1, children: [{ label: 'A', path: 'a', level: 2 }] }, 2)).toMatchObject({
      kind: 'group',
      to: '/guide/forms',
    });
    expect(staticEntry({ label: 'Signals', level: 1, children: [{ label: 'A', path: 'a', level: 2 }] }, 2)).toMatchObject({ kind: 'group', to: undefined });
    expect(staticEntry(ERRORS, 1)).toMatchObject({ kind: 'branch', to: '/errors/NG0100' });
    expect(staticEntry({ label: 'Hidden', path: 'h', level: 3, hasHiddenChildren: true }, 2)).toMatchObject({ kind: 'branch', to: '/h' });
    // A slice's hidden branch links to the first page the slice names for it.
    expect(staticEntry({ label: 'Performance', level: 2, hasHiddenChildren: true, firstPath: 'best-practices/profiling' }, 2)).toMatchObject({
      kind: 'branch',
      to: '/best-practices/profiling',
    });
    expect(staticEntry({ label: 'Blog', path: 'https://x.org', isExternal: true, level: 1 }, 2).kind).toBe('external');
    expect(staticEntry({ label: 'Page', path: 'p', level: 2 }, 2)).toMatchObject({ kind: 'page', to: '/p' });
    expect(staticEntry({ label: 'Label', level: 2 }, 2).kind).toBe('label');
  });
  it('knows slices and depths', () => {
    expect(hasHiddenBranches([{ label: 'x', level: 1, children: [{ label: 'y', level: 2, hasHiddenChildren: true }] }])).toBe(true);
    expect(hasHiddenBranches(TREE)).toBe(false);
    expect(visibleLevelsFor('/errors/NG0100')).toBe(1);
    expect(visibleLevelsFor('/guide/forms')).toBe(2);
  });
});
