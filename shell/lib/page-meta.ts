/**
 * Per-page metadata for people and machines (search engines, link previews): description, canonical
 * URL, Open Graph and Twitter card tags, JSON-LD (BreadcrumbList; TechArticle for articles).
 * Pure functions over plain values, so the rules are unit-tested in Node and used by every route's
 * `meta` export, at prerender and after client navigations alike.
 */
import { canonicalUrl } from './title.ts';

/** Longest description we emit; search engines show about this much. */
export const DESCRIPTION_MAX = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Trims prose to at most `max` characters, at a word boundary, with an ellipsis when cut. */
export function trimDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.(–—-]+$/, '')}…`;
}

/**
 * The page's description, written from the page itself: the text of the first paragraph of a
 * rendered fragment that has real prose (not inside a code example, callout header or card), trimmed.
 * `undefined` when the fragment has no paragraph.
 */
export function descriptionFromHtml(html: string, max = DESCRIPTION_MAX): string | undefined {
  // Code examples and previews never describe a page: drop them first.
  const body = html
    .replace(/<docs-code-example[\s\S]*?<\/docs-code-example>/g, ' ')
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<header[\s\S]*?<\/header>/g, ' ')
    // Alerts (TL;DR, notes) are asides, not the page's own opening.
    .replace(/<div class="docs-alert[^"]*"[^>]*>[\s\S]*?<\/div>/g, ' ');
  for (const match of body.matchAll(/<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/g)) {
    const text = decodeEntities(match[1]!.replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim();
    if (text.split(' ').length >= 4) return trimDescription(text, max);
  }
  return undefined;
}

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
