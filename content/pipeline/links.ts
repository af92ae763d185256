// Cross-page link checker: every internal link must reach a page (and a heading on it), every
// `#anchor` a heading of its own page. Runs after all pages are rendered.
import { ContentError } from './errors.ts';
import type { LinkRef } from './markdown/render.ts';

export type { LinkRef } from './markdown/render.ts';

export interface PageLinks {
  /** Repo-relative source file, for the error messages. */
  file: string;
  /** The page's route, e.g. '/installation'. */
  route: string;
  /** Ids of the page's headings (anchors other pages may link to). */
  headingIds: string[];
  links: LinkRef[];
}

/** The site's own origin(s): absolute links to them must be written as site paths. */
const OWN_HOSTS = new Set(['angular.dev', 'www.angular.dev']);

/** Route path of a site path: no query or fragment, no trailing slash (except '/'), decoded. */
export function normalizeRoute(path: string): string {
  let p = path.split(/[?#]/, 1)[0];
  try {
    p = decodeURI(p);
  } catch {
    // keep as written
  }
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

function fragmentOf(href: string): string | undefined {
  const at = href.indexOf('#');
  if (at < 0) return undefined;
  const fragment = href.slice(at + 1);
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * Checks the links of all pages. A link is internal when it starts with '/' or '#'; '/x#y' needs
 * route /x (one of `pages` or accepted by `isKnownRoute`) and, when /x is one of `pages`, a heading
 * `y` on it; '#y' needs heading `y` on the same page. Relative paths and absolute links to the site
 * itself are errors ("use a site path"); other absolute URLs (http(s), mailto:, …) are not checked.
 */
export function checkLinks(pages: PageLinks[], isKnownRoute: (path: string) => boolean): ContentError[] {
  const byRoute = new Map<string, PageLinks>();
  for (const page of pages) byRoute.set(normalizeRoute(page.route), page);
  const ids = new Map<PageLinks, Set<string>>(pages.map((p) => [p, new Set(p.headingIds)]));
  const errors: ContentError[] = [];

  for (const page of pages) {
    for (const link of page.links) {
      const problem = checkOne(link.href.trim(), page, byRoute, ids, isKnownRoute);
      if (problem) errors.push(new ContentError(page.file, link.line, problem));
    }
  }
  return errors;
}

function checkOne(
  href: string,
  page: PageLinks,
  byRoute: Map<string, PageLinks>,
  ids: Map<PageLinks, Set<string>>,
  isKnownRoute: (path: string) => boolean,
): string | undefined {
  if (href === '') return 'empty link';
  if (href.startsWith('#')) {
    const id = fragmentOf(href)!;
    if (id === '' || ids.get(page)!.has(id)) return undefined;
    return `link "${href}": this page has no heading with id "${id}"`;
  }
  if (href.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(href)) {
    let url: URL;
    try {
      url = new URL(href.startsWith('//') ? `https:${href}` : href);
    } catch {
      return `link "${href}" is not a valid URL`;
    }
    if ((url.protocol === 'http:' || url.protocol === 'https:') && OWN_HOSTS.has(url.hostname.toLowerCase())) {
      const path = `${url.pathname}${url.search}${url.hash}`;
      return `link "${href}" points at this site: use a site path such as "${path}"`;
    }
    return undefined;
  }
  if (!href.startsWith('/')) {
    const suggestion = `/${href.replace(/^(?:\.{1,2}\/)+/, '')}`;
    return `relative link "${href}": use a site path such as "${suggestion}"`;
  }
  const route = normalizeRoute(href);
  const target = byRoute.get(route);
  if (!target) {
    return isKnownRoute(route) ? undefined : `link "${href}": no page has the route ${route}`;
  }
  const id = fragmentOf(href);
  if (id === undefined || id === '' || ids.get(target)!.has(id)) return undefined;
  return `link "${href}": ${route} (${target.file}) has no heading with id "${id}"`;
}
