// The site as machines read it: sitemap.xml, robots.txt and llms.txt / llms-full.txt
// (https://llmstxt.org: a Markdown index of the site with one line per page). Pure functions over
// plain values; scripts/postbuild.ts writes their output next to the built pages.

/** Absolute URL of a site path: no query or fragment, no trailing slash (as the pages' canonical links). */
function canonicalUrl(origin: string, path: string): string {
  const clean = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '').replace(/^\/*/, '/');
  return `${origin.replace(/\/+$/, '')}${clean === '/' ? '' : clean}`;
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap of `paths` (site paths such as '/', '/guide/signals'), sorted, without duplicates. */
export function sitemapXml(origin: string, paths: string[]): string {
  const urls = [...new Set(paths.map((p) => canonicalUrl(origin, p)))].sort();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${xmlEscape(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${canonicalUrl(origin, '/sitemap.xml')}`, ''].join('\n');
}

export interface LlmsPage {
  /** Site path without leading slash. */
  path: string;
  label: string;
  /** Labels of the groups above the page, outermost first. */
  groups: string[];
  description?: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * llms.txt: an H1 with the product, a one-paragraph summary, then one H2 per top-level section with a
 * link to every page's Markdown version and its one-line description.
 */
export function llmsTxt(options: { product: string; origin: string; summary: string; pages: LlmsPage[] }): string {
  const sections = new Map<string, LlmsPage[]>();
  for (const page of options.pages) {
    const section = page.groups[0] ?? 'Pages';
    sections.set(section, [...(sections.get(section) ?? []), page]);
  }
  const out = [`# ${options.product}`, '', `> ${oneLine(options.summary)}`, ''];
  for (const [section, pages] of sections) {
    out.push(`## ${section}`, '');
    for (const page of pages) {
      const title = [...page.groups.slice(1), page.label].join(' › ');
      const link = `[${title.replace(/[[\]]/g, '')}](${canonicalUrl(options.origin, `/${page.path}`)}.md)`;
      out.push(`- ${link}${page.description ? `: ${oneLine(page.description)}` : ''}`);
    }
    out.push('');
  }
  return out.join('\n');
}

/** llms-full.txt: every page's Markdown, in site order, each introduced by its URL. */
export function llmsFullTxt(options: { product: string; origin: string; pages: { path: string; markdown: string }[] }): string {
  const parts = [`# ${options.product} documentation (full text)`, ''];
  for (const page of options.pages) {
    parts.push('---', '', `Source: ${canonicalUrl(options.origin, `/${page.path}`)}`, '', page.markdown.trim(), '');
  }
  return parts.join('\n');
}
