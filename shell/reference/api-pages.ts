/**
 * The API reference's pages over any asset source: an entry (`api/{module-path}/{entry-name}`, looked
 * up in the reference tree with the API groups; its fragment is
 * `assets/api/{normalizedModule}_{name}_{type}.html`; an unknown path tries the redirects, such as
 * api/core/if → /api/core/@if) and the list (`/api`).
 */
import { data, redirect } from 'react-router';
import type { AssetSource } from '../../isomorphic/asset-source.ts';
import type { NavigationItem, PageRecord } from '../../isomorphic/navigation-types.ts';
import { apiFragmentUrl } from '../../isomorphic/paths.ts';
import type { ApiManifest } from '../../isomorphic/reference-model.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';
import { findTrail, navSlice, type NavSliceItem } from '../navigation/nav.ts';
import { descriptionFromHtml } from '../../isomorphic/page-description.ts';
import { listPackages, type ApiPackage } from './api-filter.ts';
import { API_GROUP_LABEL, REFERENCE_VISIBLE_LEVELS } from '../data/reference-nav.ts';
import { stashFragment, stashServerData } from '../data/prerendered-html.ts';
import { apiManifest, redirects, referenceNav } from '../data/trees.ts';

export interface ApiEntryData {
  page: PageRecord;
  /** The fragment; absent in the build-time data (see prerendered-html.ts). */
  html?: string;
  nav: NavSliceItem[];
  /** `<meta name="description">`: the entry's summary, trimmed. */
  description: string;
}

const describe = (html: string, page: PageRecord) => descriptionFromHtml(html) ?? `API reference of ${page.label} in ${siteConfig.product}.`;

/** The route's splat as a tree path: `api/…`, no leading or trailing slash. */
export const apiEntryPath = (splat: string | undefined) => `api/${(splat ?? '').replace(/^\/+|\/+$/g, '')}`;

/** The entry item and its module group in the merged reference tree. */
function resolveEntry(tree: NavigationItem[], path: string): PageRecord | undefined {
  const trail = findTrail(tree, path);
  const item = trail.at(-1);
  const group = trail.at(-2);
  if (!item?.contentPath || !group || trail.length < 3) return undefined;
  return {
    path: item.path!,
    contentPath: item.contentPath,
    label: item.label,
    parents: [{ label: API_GROUP_LABEL, path: 'api' }, { label: group.label }],
  };
}

/** The entry page at `path` (`api/…`); at prerender the fragment is stashed, not returned, and the sidebar gets a slice. */
export async function apiEntryPage(source: AssetSource, path: string): Promise<ApiEntryData> {
  const prerender = source.origin === 'disk';
  const tree = await referenceNav(source);
  const page = resolveEntry(tree, path);
  if (!page) {
    // Aliases such as api/core/if → /api/core/@if (content/pipeline/reference/build-reference.ts).
    const known = prerender ? await redirects(source) : await redirects(source).catch(() => ({}) as Record<string, string>);
    const to = Object.prototype.hasOwnProperty.call(known, path) ? known[path] : undefined;
    if (to) throw prerender ? redirect(to, 301) : redirect(to);
    throw prerender ? data('Page not found', { status: 404 }) : redirect('/404');
  }
  const html = await source.text(apiFragmentUrl(page.contentPath));
  if (html === undefined) throw data('Page not found', { status: 404 });
  if (!prerender) return { page, html, nav: tree, description: describe(html, page) };
  stashFragment(page.contentPath, html);
  return { page, nav: navSlice(tree, path, REFERENCE_VISIBLE_LEVELS), description: describe(html, page) };
}

export interface ApiListData {
  packages: ApiPackage[];
  nav: NavSliceItem[];
  /** Only after a client-side navigation (never serialized into the page). */
  manifest?: ApiManifest;
}

/** Key of the manifest in the server-data stash: the prerender's list renders from it (routes/api-list.tsx). */
export const API_LIST_MANIFEST_KEY = 'api-list:manifest';

/** The list page (`/api`): at prerender the manifest is stashed for the render, not returned (the list is in the page as markup). */
export async function apiListPage(source: AssetSource): Promise<ApiListData> {
  const [manifest, tree] = await Promise.all([apiManifest(source), referenceNav(source)]);
  const listData = { packages: listPackages(manifest), nav: navSlice(tree, 'api', REFERENCE_VISIBLE_LEVELS) };
  if (source.origin === 'network') return { ...listData, manifest };
  stashServerData(API_LIST_MANIFEST_KEY, manifest);
  return listData;
}
