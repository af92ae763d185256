import type { NavigationItem, PageRecord } from '../../isomorphic/navigation-types.ts';

/** A navigation item as sent with a page: children beyond the visible levels are left out. */
export interface NavSliceItem extends Omit<NavigationItem, 'children'> {
  children?: NavSliceItem[];
  /** True when the item has children that were left out of the slice. */
  hasHiddenChildren?: boolean;
  /** With hidden children: the path of the first page among them (where the sidebar's toggle leads). */
  firstPath?: string;
}

/** The path of the first internal page in `items`, depth first. */
function firstPagePathOf(items: readonly NavigationItem[]): string | undefined {
  for (const item of items) {
    if (item.path !== undefined && !item.isExternal && item.contentPath) return item.path;
    const deeper = item.children ? firstPagePathOf(item.children) : undefined;
    if (deeper !== undefined) return deeper;
  }
  return undefined;
}

/** Path of labels/items from the root to the item whose path is `activePath` (inclusive), or []. */
export function findTrail(tree: readonly NavigationItem[], activePath: string): NavigationItem[] {
  for (const item of tree) {
    if (!item.isExternal && item.path === activePath) return [item];
    if (item.children) {
      const trail = findTrail(item.children, activePath);
      if (trail.length) return [item, ...trail];
    }
  }
  return [];
}

/**
 * The part of a tree a page needs at first paint: every item down to `visibleLevels`, plus the
 * whole branch leading to the active page (with the siblings along it). Keeps page HTML small
 * when the tree is large; the full tree loads later on demand.
 */
export function navSlice(tree: readonly NavigationItem[], activePath: string, visibleLevels: number): NavSliceItem[] {
  const trail = new Set(findTrail(tree, activePath));
  const cut = (items: readonly NavigationItem[]): NavSliceItem[] =>
    items.map((original) => {
      // The dates are the page's own (PageRecord.updated), not the sidebar's.
      const { children, updated: _updated, ...item } = original;
      if (!children?.length) return item;
      if (item.level < visibleLevels || trail.has(original)) return { ...item, children: cut(children) };
      const firstPath = firstPagePathOf(children);
      return { ...item, hasHiddenChildren: true, ...(firstPath === undefined ? {} : { firstPath }) };
    });
  return cut(tree);
}

/** Groups items by category, keeping first-seen order, with 'Other' (no category) last. */
export function groupByCategory<T extends { category?: string }>(items: readonly T[]): { category: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = item.category ?? 'Other';
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const other = groups.get('Other');
  groups.delete('Other');
  const result = [...groups].map(([category, list]) => ({ category, items: list }));
  if (other) result.push({ category: 'Other', items: other });
  return result;
}

/** The page record (label, content path, ancestors) of the last item of a trail. */
export function pageFromTrail(trail: readonly NavigationItem[]): PageRecord | undefined {
  const item = trail.at(-1);
  if (!item?.path || !item.contentPath || item.isExternal) return undefined;
  return {
    path: item.path,
    contentPath: item.contentPath,
    label: item.label,
    parents: trail.slice(0, -1).map((p) => (p.path && !p.isExternal ? { label: p.label, path: p.path } : { label: p.label })),
    ...(item.updated ? { updated: item.updated } : {}),
  };
}

/** A link to a neighbouring page. */
export interface PageLink {
  label: string;
  path: string;
}

/**
 * The pages before and after `activePath` in reading order (the tree depth first, pages with content
 * only, each path once): the previous / next links at the end of a docs page.
 */
export function pageNeighbours(tree: readonly NavigationItem[], activePath: string): { previous?: PageLink; next?: PageLink } {
  const pages: PageLink[] = [];
  const seen = new Set<string>();
  const walk = (items: readonly NavigationItem[]) => {
    for (const item of items) {
      if (item.path !== undefined && item.contentPath && !item.isExternal && !seen.has(item.path)) {
        seen.add(item.path);
        pages.push({ label: item.label, path: item.path });
      }
      if (item.children) walk(item.children);
    }
  };
  walk(tree);
  const index = pages.findIndex((page) => page.path === activePath);
  if (index < 0) return {};
  return { previous: pages[index - 1], next: pages[index + 1] };
}
