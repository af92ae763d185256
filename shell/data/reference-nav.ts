import type { NavigationItem } from '../../isomorphic/navigation-types.ts';

/** Label of the reference tree's API group (its children: Overview, then one group per module). */
export const API_GROUP_LABEL = 'API Reference';

/** Levels of the reference tree visible without expanding: the groups and their direct items. */
export const REFERENCE_VISIBLE_LEVELS = 2;

/**
 * The reference tree with the API module groups (the separate, larger api.json) placed in its
 * API group after the Overview. Returns new arrays; the inputs are not changed.
 */
export function withApiTree(reference: readonly NavigationItem[], api: readonly NavigationItem[]): NavigationItem[] {
  return reference.map((group) => (group.label === API_GROUP_LABEL && group.level === 1 ? { ...group, children: [...(group.children ?? []), ...api] } : group));
}
