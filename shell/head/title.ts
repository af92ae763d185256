/**
 * Page title rule (spec §2): '{label} • {product}'. A label starting with 'Overview' is prefixed
 * by its parent's label ('Essentials • Overview • Angular'); no label gives the product alone.
 */
export function pageTitle(product: string, label?: string, parentLabel?: string): string {
  if (!label) return product;
  return `${pageHeadline(label, parentLabel)} • ${product}`;
}

/** The page's name without the product: 'Signals • Overview' for an overview, else the label. */
export function pageHeadline(label: string, parentLabel?: string): string {
  return /^overview\b/i.test(label) && parentLabel ? `${parentLabel} • ${label}` : label;
}

/** Canonical URL of a path on the production origin: no fragment, no query, no trailing slash. */
export function canonicalUrl(origin: string, path: string): string {
  const clean = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '').replace(/^\/*/, '/');
  return `${origin.replace(/\/+$/, '')}${clean === '/' ? '' : clean}`;
}
