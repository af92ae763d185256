import { describe, expect, it } from 'vitest';
import { isTypeaheadKey, typeaheadIndex } from '../../../../../elements/menu/menu-keys.ts';
import { closeAll, closeSubmenuAt, openSubmenuAt } from '../../../../../elements/menu/menu-stack.ts';
import { firstPagePath, groupByCategory, statusTag, toggleAction, trailTo, type NavListItem } from '../../../../../elements/navigation-list/nav-tree.ts';
import { nextMobileNavOpen, returnsFocus } from '../../../../../shell/layout/secondary-nav/mobile-nav.ts';
import { LONG_PRESS_DELAY_MS, needsLabelTooltip, TOOLTIP_MAX_WIDTH, TOOLTIP_MIN_WIDTH } from '../../../../../elements/tooltip/tooltip-rules.ts';

describe('menu keys', () => {
  it('type-ahead finds the next match after the current item, wrapping', () => {
    const labels = ['Apple', 'Banana', ' blueberry', 'Cherry'];
    expect(typeaheadIndex(labels, 0, 'b')).toBe(1);
    expect(typeaheadIndex(labels, 1, 'b')).toBe(2);
    expect(typeaheadIndex(labels, 2, 'b')).toBe(1);
    expect(typeaheadIndex(labels, 0, 'BL')).toBe(2);
    expect(typeaheadIndex(labels, 0, 'z')).toBe(-1);
    expect(isTypeaheadKey({ key: 'a', ctrlKey: false, metaKey: false, altKey: false })).toBe(true);
    expect(isTypeaheadKey({ key: 'a', ctrlKey: true, metaKey: false, altKey: false })).toBe(false);
    expect(isTypeaheadKey({ key: 'Enter', ctrlKey: false, metaKey: false, altKey: false })).toBe(false);
  });
});

const group: NavListItem = {
  label: 'Essentials',
  level: 2,
  children: [
    { label: 'Sub group', level: 3, children: [{ label: 'Deep', path: 'a/deep', level: 4 }] },
    { label: 'Overview', path: 'a', level: 3 },
  ],
};

describe('menu submenu stack (spec §4)', () => {
  it('opening from a menu pushes the submenu, closing the branch below that menu first', () => {
    expect(openSubmenuAt([], 0, 'a')).toEqual({ stack: ['a'], closed: [] });
    expect(openSubmenuAt(['a'], 1, 'a1')).toEqual({ stack: ['a', 'a1'], closed: [] });
    // A sibling of 'a' opened from the top menu: 'a' and its child close, innermost first.
    expect(openSubmenuAt(['a', 'a1'], 0, 'b')).toEqual({ stack: ['b'], closed: ['a1', 'a'] });
    // Re-opening an open submenu keeps it and closes only what was opened from it.
    expect(openSubmenuAt(['a', 'a1'], 0, 'a')).toEqual({ stack: ['a'], closed: ['a1'] });
  });
  it('closing a submenu closes it and those opened from it; closing the menu closes all', () => {
    expect(closeSubmenuAt(['a', 'a1', 'a2'], 1)).toEqual({ stack: ['a'], closed: ['a2', 'a1'] });
    expect(closeSubmenuAt(['a'], 0)).toEqual({ stack: [], closed: ['a'] });
    expect(closeSubmenuAt(['a'], 3)).toEqual({ stack: ['a'], closed: [] });
    expect(closeAll(['a', 'a1'])).toEqual({ stack: [], closed: ['a1', 'a'] });
  });
});

describe('navigation item toggle rules', () => {
  it('an expanded item collapses', () => {
    expect(toggleAction(group, true)).toEqual({ kind: 'collapse' });
  });
  it("a collapsed item navigates to its first child's page (depth first)", () => {
    expect(toggleAction(group, false)).toEqual({ kind: 'navigate', path: 'a/deep' });
  });
  it('a collapsed item without any page below just expands; external children are not pages', () => {
    expect(toggleAction({ label: 'x', level: 2, children: [{ label: 'e', path: 'https://x', isExternal: true, level: 3 }] }, false)).toEqual({
      kind: 'expand',
    });
    expect(firstPagePath({ label: 'x', level: 2, hasHiddenChildren: true })).toBeUndefined();
  });
  it('finds the trail to the active page', () => {
    expect(trailTo([group], 'a/deep').map((i) => i.label)).toEqual(['Essentials', 'Sub group', 'Deep']);
    expect(trailTo([group], 'nope')).toEqual([]);
  });
  it("groups by category with 'Other' last, and tags statuses", () => {
    const items: { category?: string; n: number }[] = [{ n: 1 }, { category: 'B', n: 2 }, { category: 'A', n: 3 }, { category: 'B', n: 4 }];
    const groups = groupByCategory(items);
    expect(groups.map((g) => [g.category, g.items.map((i) => i.n)])).toEqual([
      ['B', [2, 4]],
      ['A', [3]],
      ['Other', [1]],
    ]);
    expect(groupByCategory([items[0]!]).map((g) => g.category)).toEqual(['']);
    expect(statusTag('new')).toBe('New');
    expect(statusTag('updated')).toBe('Updated');
    expect(statusTag(undefined)).toBeUndefined();
  });
});

describe('mobile navigation rules', () => {
  it('toggles and opens; every other event closes', () => {
    expect(nextMobileNavOpen(false, 'toggle')).toBe(true);
    expect(nextMobileNavOpen(true, 'toggle')).toBe(false);
    expect(nextMobileNavOpen(false, 'open')).toBe(true);
    for (const event of ['close', 'escape', 'outside-click', 'link-click', 'page-change', 'section-change'] as const) {
      expect(nextMobileNavOpen(true, event)).toBe(false);
    }
  });
  it('returns focus to the toggle only after Escape or an explicit close', () => {
    expect(returnsFocus('escape')).toBe(true);
    expect(returnsFocus('outside-click')).toBe(false);
    expect(returnsFocus('link-click')).toBe(false);
  });
});

describe('tooltip rules', () => {
  it('label tooltips from 27 characters; long press 500 ms; width 40–200 px', () => {
    expect(needsLabelTooltip('x'.repeat(26))).toBe(false);
    expect(needsLabelTooltip('x'.repeat(27))).toBe(true);
    expect(LONG_PRESS_DELAY_MS).toBe(500);
    expect([TOOLTIP_MIN_WIDTH, TOOLTIP_MAX_WIDTH]).toEqual([40, 200]);
  });
});
