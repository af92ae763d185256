import type { NavigationItem, PageRecord, SiteTreeItem } from '../../isomorphic/navigation-types.ts';

/** Resolves the authored tree into the shape the shell uses: levels, content paths, external marks. */
export function resolveTree(tree: SiteTreeItem[], level = 1): NavigationItem[] {
  return tree.map((item) => {
    const resolved: NavigationItem = { label: item.label, level };
    if (item.href) {
      resolved.path = item.href;
      resolved.isExternal = true;
    } else if (item.route !== undefined) {
      resolved.path = item.route;
    } else if (item.path !== undefined) {
      resolved.path = item.path;
      resolved.contentPath = item.contentPath ?? item.path;
    }
    if (item.status) resolved.status = item.status;
    if (item.category) resolved.category = item.category;
    if (item.children?.length) resolved.children = resolveTree(item.children, level + 1);
    return resolved;
  });
}

/** Every page (item with an internal path) with its ancestors, in tree order. */
export function flattenPages(tree: NavigationItem[]): PageRecord[] {
  const pages: PageRecord[] = [];
  const walk = (items: NavigationItem[], parents: PageRecord['parents']) => {
    for (const item of items) {
      if (item.path !== undefined && !item.isExternal && item.contentPath) {
        pages.push({ path: item.path, contentPath: item.contentPath, label: item.label, parents });
      }
      if (item.children) {
        const parent = item.isExternal || item.path === undefined ? { label: item.label } : { label: item.label, path: item.path };
        walk(item.children, [...parents, parent]);
      }
    }
  };
  walk(tree, []);
  return pages;
}

/** Problems in the tree itself: duplicate paths, malformed paths, empty labels. */
export function validateTree(tree: SiteTreeItem[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const walk = (items: SiteTreeItem[]) => {
    for (const item of items) {
      if (!item.label.trim()) problems.push('navigation item with an empty label');
      if (item.path !== undefined) {
        if (item.path.startsWith('/') || item.path.endsWith('/') || /\s|\.\./.test(item.path)) {
          problems.push(`"${item.label}": path "${item.path}" must be a site path without leading or trailing slash`);
        }
        if (seen.has(item.path)) problems.push(`"${item.label}": path "${item.path}" is listed twice`);
        seen.add(item.path);
      }
      if (item.href && !/^https?:\/\//.test(item.href)) problems.push(`"${item.label}": href must be an http(s) URL`);
      if (item.route !== undefined && (item.path !== undefined || item.href || !/^tutorials(\/[a-z0-9-]+)?$|^playground$/.test(item.route))) {
        problems.push(`"${item.label}": route must be a tutorial or playground route ("tutorials/<name>") and comes without path or href`);
      }
      if (item.path === undefined && !item.href && item.route === undefined && !item.children?.length) {
        problems.push(`"${item.label}": an item needs a path, a route, an href or children`);
      }
      if (item.children) walk(item.children);
    }
  };
  walk(tree);
  return problems;
}
