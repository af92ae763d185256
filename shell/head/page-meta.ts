/**
 * Per-page metadata for people and machines (search engines, link previews): description, canonical
 * URL, Open Graph and Twitter card tags, JSON-LD (BreadcrumbList; TechArticle for articles).
 * Pure functions over plain values, so the rules are unit-tested in Node and used by every route's
 * `meta` export, at prerender and after client navigations alike.
 */
import { canonicalUrl } from './title.ts';

export interface Crumb {
  label: string;
  /** Site path without leading slash; absent for groups that are not pages. */
  path?: string;
}

export interface PageMetaInput {
  origin: string;
  product: string;
  /** The full `<title>`. */
  title: string;
  /** The page's own heading or label (Open Graph title). */
  headline: string;
  description: string;
  /** Current pathname. */
  pathname: string;
  /** Ancestors, outermost first (the page itself is appended). */
  crumbs?: Crumb[];
  /** `article` (guides, reference, tutorials) or `website` (landing pages). */
  type: 'article' | 'website';
  /** Absolute or root-relative URL of the preview image. */
  image?: string;
  noindex?: boolean;
}

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string }
  | { 'script:ld+json': Record<string, unknown> };

/** The preview image every page shares (made from the site's logo). */
export const OG_IMAGE = '/assets/images/og-card.png';

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin.replace(/\/+$/, '')}${url}`);

/**
 * JSON-LD breadcrumb trail: the site's home, the ancestors that are pages (groups without a page
 * have no URL to point to), then the page itself. None for the home page.
 */
export function breadcrumbList(origin: string, product: string, crumbs: Crumb[], headline: string, url: string): Record<string, unknown> | undefined {
  const home = canonicalUrl(origin, '/');
  if (url === home) return undefined;
  const items = [
    { name: product, item: home },
    ...crumbs.filter((c) => c.path !== undefined).map((c) => ({ name: c.label, item: canonicalUrl(origin, `/${c.path}`) })),
    { name: headline, item: url },
  ].filter((entry, index, all) => index === 0 || entry.item !== all[index - 1]!.item);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((entry, index) => ({ '@type': 'ListItem', position: index + 1, name: entry.name, item: entry.item })),
  };
}

export function pageMeta(input: PageMetaInput): MetaTag[] {
  const url = canonicalUrl(input.origin, input.pathname);
  const image = absolute(input.origin, input.image ?? OG_IMAGE);
  const tags: MetaTag[] = [
    { title: input.title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: input.type },
    { property: 'og:site_name', content: input.product },
    { property: 'og:title', content: input.headline },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: `${input.product} logo` },
    // X/Twitter reads og:title, og:description and og:image when its own tags are absent.
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' });
  const crumbs = breadcrumbList(input.origin, input.product, input.crumbs ?? [], input.headline, url);
  if (crumbs) tags.push({ 'script:ld+json': crumbs });
  if (input.type === 'article') {
    tags.push({
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'TechArticle',
        headline: input.headline,
        description: input.description,
        url,
        inLanguage: 'en',
        image,
        isPartOf: { '@type': 'WebSite', name: `${input.product} documentation`, url: input.origin },
      },
    });
  }
  return tags;
}
