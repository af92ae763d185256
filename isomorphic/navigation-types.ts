/**
 * Types of the site tree, shared by the Node pipeline and the browser shell.
 * Pure types only: this file is part of both type-check projects.
 */

/** Status badge of a navigation entry. */
export type NavigationStatus = 'new' | 'updated';

/** One entry of the authored site tree (spec §3 "Site tree"). */
export interface SiteTreeItem {
  label: string;
  /** Route path without leading slash, e.g. 'essentials/signals'. Absent on pure groups. */
  path?: string;
  /** Markdown source under content/docs/ without extension; defaults to `path`. */
  contentPath?: string;
  /** External URL; such items open in a new window and have no content. */
  href?: string;
  /** A site route outside the docs pages, without leading slash (e.g. a tutorial); the entry links there and has no content. */
  route?: string;
  status?: NavigationStatus;
  category?: string;
  children?: SiteTreeItem[];
}

/**
 * The navigation item the shell receives (generated JSON): the tree with content paths resolved,
 * external links marked and levels numbered.
 */
export interface NavigationItem {
  label: string;
  /** Route path without leading slash, or the external URL when `isExternal`. */
  path?: string;
  contentPath?: string;
  isExternal?: boolean;
  status?: NavigationStatus;
  category?: string;
  level: number;
  children?: NavigationItem[];
  /** Date (YYYY-MM-DD) of the last commit that changed the page's Markdown file; absent without history. */
  updated?: string;
}

/** Per-page metadata the doc route needs: label, ancestors (for title and breadcrumbs). */
export interface PageRecord {
  path: string;
  contentPath: string;
  label: string;
  /** Labels and paths of ancestors, outermost first. */
  parents: { label: string; path?: string }[];
  /** Date (YYYY-MM-DD) of the last change to the page's Markdown file (see `NavigationItem.updated`). */
  updated?: string;
}
