/**
 * The data of a page served by the docs route (`*`) or the reference route (`errors/*`, `cli/*`, …):
 * one shape for both, loaded by markdown-page.server.ts (prerender) and markdown-page.client.ts
 * (browser), both through `resolvePage`.
 */
import type { PageRecord } from '../../isomorphic/navigation-types.ts';
import type { PageSection } from '../../isomorphic/route-index.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';
import type { NavSliceItem, PageLink } from './nav.ts';
import { descriptionFromHtml } from './page-meta.ts';

/** Levels of the docs tree visible without expanding (spec §9). */
export const DOCS_VISIBLE_LEVELS = 2;

export interface MarkdownPageData {
  page: PageRecord;
  /** The fragment; absent in the build-time data (see prerendered-html.ts). */
  html?: string;
  /** The build-time table of contents (Markdown pages); absent in the build-time data, like `html`. */
  toc?: string;
  nav: NavSliceItem[];
  /** Which tree the page is in: the docs tree or the reference tree (errors, diagnostics, CLI). */
  section?: PageSection;
  /** `<meta name="description">`: the page's first paragraph, trimmed. */
  description: string;
  /** The pages before and after this one in the docs tree (docs pages only). */
  pager?: { previous?: PageLink; next?: PageLink };
}

export const describePage = (html: string, page: PageRecord) => descriptionFromHtml(html) ?? `${page.label}: ${siteConfig.product} documentation.`;

/** Key of a page's table of contents in the prerendered-HTML stash. */
export const tocFragmentKey = (contentPath: string) => `toc:${contentPath}`;

/**
 * A request's path as a tree path: no leading or trailing slash, decoded (and without the `.data`
 * suffix of a data request, should a loader be handed one).
 */
export function pagePathOf(url: string): string {
  const pathname = new URL(url, 'http://localhost').pathname.replace(/\.data$/, '').replace(/^\/+|\/+$/g, '');
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
