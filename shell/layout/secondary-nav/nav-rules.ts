/** Rules of the sidebar (SecondaryNav) that need no DOM or React. Pure: unit-tested in Node. */
import { firstPagePath, hasChildren, isAlwaysOpen, slideChain, trailTo, type NavListItem } from '../../../elements/navigation-list/nav-tree.ts';
import { primarySection } from '../layout-rules.ts';
import type { NavSliceItem } from '../../navigation/nav.ts';

/** Events in the navigation that load the element: any sign that the reader is using the sidebar. */
export const ENHANCE_ON = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'wheel'] as const;

export function hasHiddenBranches(items: readonly NavSliceItem[]): boolean {
  return items.some((item) => item.hasHiddenChildren || (item.children ? hasHiddenBranches(item.children) : false));
}

/** Levels of the tree shown without expanding (spec §9): 2 for docs, 1 for reference. */
export function visibleLevelsFor(pathname: string): number {
  return primarySection(pathname) === 'reference' ? 1 : 2;
}

/**
 * The panels the element shows for the active page (its `slideChain` with the active page's
 * ancestors expanded): the static list shows the same last panel, so the swap changes nothing visible.
 */
export function activePanels(items: readonly NavListItem[], activePath: string, displayDepth: number): NavListItem[] {
  const ancestors = new Set(trailTo(items, activePath).slice(0, -1));
  return slideChain(items, (item) => ancestors.has(item), displayDepth);
}

export type StaticNavEntry =
  | { kind: 'external'; item: NavListItem }
  /** A group always open (above the display depth): its label is a link when the group has a page. */
  | { kind: 'group'; item: NavListItem; to?: string }
  /** An item whose children slide in: a link to its first page, as the element's toggle navigates there. */
  | { kind: 'branch'; item: NavListItem; to?: string }
  | { kind: 'page'; item: NavListItem; to: string }
  | { kind: 'label'; item: NavListItem };

/** How the static list shows an item: the same choices as the element's template. */
export function staticEntry(item: NavListItem & { firstPath?: string }, displayDepth: number): StaticNavEntry {
  if (item.isExternal && item.path) return { kind: 'external', item };
  if (hasChildren(item) && isAlwaysOpen(item, displayDepth)) return { kind: 'group', item, to: item.path === undefined ? undefined : `/${item.path}` };
  if (hasChildren(item)) {
    // A slice's hidden branch knows its first page (NavSliceItem.firstPath).
    const first = firstPagePath(item) ?? item.firstPath ?? item.path;
    return { kind: 'branch', item, to: first === undefined ? undefined : `/${first}` };
  }
  if (item.path === undefined) return { kind: 'label', item };
  return { kind: 'page', item, to: `/${item.path}` };
}
