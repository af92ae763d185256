/**
 * "Print this section" (issue 29), pure part: which docs pages are a section's overview (the first page
 * of a navigation group with more pages) and the section's pages in navigation order.
 */
import type { NavigationItem } from '../../isomorphic/navigation-types.ts';

export interface SectionPage {
  path: string;
  contentPath: string;
  label: string;
}

export interface PrintableSection {
  label: string;
  pages: SectionPage[];
}

type Item = Pick<NavigationItem, 'label' | 'path' | 'contentPath' | 'isExternal'> & { children?: readonly Item[] };

/** The internal pages under `items`, depth first (navigation order). */
export function pagesOf(items: readonly Item[], into: SectionPage[] = []): SectionPage[] {
  for (const item of items) {
    if (item.path !== undefined && item.contentPath && !item.isExternal) into.push({ path: item.path, contentPath: item.contentPath, label: item.label });
    if (item.children) pagesOf(item.children, into);
  }
  return into;
}

/**
 * The section whose overview `path` is: a group (an item with children) whose first child is that page
 * and that holds at least one more page. Undefined for any other page.
 */
export function sectionOfOverview(tree: readonly Item[], path: string): PrintableSection | undefined {
  for (const item of tree) {
    if (!item.children?.length) continue;
    const first = item.children[0]!;
    if (first.path === path && !first.isExternal) {
      const pages = pagesOf(item.children);
      if (pages.length > 1) return { label: item.label, pages };
    }
    const deeper = sectionOfOverview(item.children, path);
    if (deeper) return deeper;
  }
  return undefined;
}
