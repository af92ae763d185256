// Rules of the navigation tree (spec §2 Navigation list, §4 Navigation item). Pure: unit-tested in Node.

/** A navigation item as the list receives it (the site tree with levels numbered). */
export interface NavListItem {
  label: string;
  /** Route path without leading slash, or the external URL when `isExternal`. */
  path?: string;
  isExternal?: boolean;
  status?: 'new' | 'updated';
  category?: string;
  level: number;
  children?: NavListItem[];
  /** True when the item has children that were left out of the data sent (they load later). */
  hasHiddenChildren?: boolean;
}

/** The tag shown for an item's status. */
export function statusTag(status: NavListItem['status']): string | undefined {
  if (status === 'new') return 'New';
  if (status === 'updated') return 'Updated';
  return undefined;
}

export const OTHER_CATEGORY = 'Other';

/**
 * Groups items by category in first-seen order, 'Other' (items without a category) last. When no
 * item has a category there is one group with an empty name (no heading is shown).
 */
export function groupByCategory<T extends { category?: string }>(items: readonly T[]): { category: string; items: T[] }[] {
  if (!items.some((item) => item.category)) return items.length ? [{ category: '', items: [...items] }] : [];
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = item.category || OTHER_CATEGORY;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const other = groups.get(OTHER_CATEGORY);
  groups.delete(OTHER_CATEGORY);
  const result = [...groups].map(([category, list]) => ({ category, items: list }));
  if (other) result.push({ category: OTHER_CATEGORY, items: other });
  return result;
}

/** A stable key of an item within its tree. */
export function itemKey(item: NavListItem): string {
  return `${item.level}:${item.path ?? ''}:${item.label}`;
}

export function hasChildren(item: NavListItem): boolean {
  return Boolean(item.children?.length || item.hasHiddenChildren);
}

/** Items from the root to the item whose internal path is `activePath` (inclusive), or []. */
export function trailTo(items: readonly NavListItem[], activePath: string): NavListItem[] {
  for (const item of items) {
    if (!item.isExternal && item.path === activePath) return [item];
    if (item.children) {
      const trail = trailTo(item.children, activePath);
      if (trail.length) return [item, ...trail];
    }
  }
  return [];
}

/** The path of the first page under an item (depth first, internal pages only), if any. */
export function firstPagePath(item: NavListItem): string | undefined {
  for (const child of item.children ?? []) {
    if (child.path !== undefined && !child.isExternal) return child.path;
    const deeper = firstPagePath(child);
    if (deeper !== undefined) return deeper;
  }
  return undefined;
}

export type ToggleAction = { kind: 'collapse' } | { kind: 'navigate'; path: string } | { kind: 'expand' };

/**
 * What toggling an item does (spec §4): an expanded item collapses; a collapsed item with children
 * navigates to its first child's page (and expands only if that navigation fails); a collapsed item
 * whose children hold no page just expands.
 */
export function toggleAction(item: NavListItem, expanded: boolean): ToggleAction {
  if (expanded) return { kind: 'collapse' };
  const path = firstPagePath(item);
  return path === undefined ? { kind: 'expand' } : { kind: 'navigate', path };
}

/**
 * Whether an item's children are always shown (its level is above the display depth), in which case
 * it is a group heading rather than a toggle.
 */
export function isAlwaysOpen(item: NavListItem, displayDepth: number): boolean {
  return item.level < displayDepth;
}

/**
 * The items whose children are shown as slid-in panels (spec §2, §9: levels slide): the expanded
 * item at the display depth (under always-open groups), then its expanded child with children, and
 * so on. Empty when nothing beyond the visible levels is expanded.
 */
export function slideChain(items: readonly NavListItem[], isExpanded: (item: NavListItem) => boolean, displayDepth: number): NavListItem[] {
  const first = (list: readonly NavListItem[]): NavListItem | undefined => {
    for (const item of list) {
      if (!hasChildren(item) || item.isExternal) continue;
      if (isAlwaysOpen(item, displayDepth)) {
        const found = first(item.children ?? []);
        if (found) return found;
      } else if (isExpanded(item)) {
        return item;
      }
    }
    return undefined;
  };
  const chain: NavListItem[] = [];
  let current = first(items);
  while (current) {
    chain.push(current);
    current = (current.children ?? []).find((child) => hasChildren(child) && !child.isExternal && isExpanded(child));
  }
  return chain;
}
