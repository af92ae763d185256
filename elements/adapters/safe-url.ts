/**
 * The URL allow-list for URLs that come from data (search hits, stored search history,
 * versions.json, banner links): a same-origin path (`/guide/x`, `#id`; not `//host` or `/\host`),
 * an `https:` URL, or an absolute URL on the site's own origin (turned into its path, so it navigates
 * client-side; this also admits the `http:` origin of a local server). Anything else — `javascript:`,
 * `data:`, `vbscript:`, `http:` elsewhere, relative or protocol-relative URLs, control characters —
 * gives null, and callers drop the item. Pure.
 */
export function safeUrl(url: unknown, siteOrigin: string | undefined = globalThis.location?.origin): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  // Control characters (U+0000–U+001F, U+007F) and backslashes: never part of a URL we accept.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (!trimmed || /[\u0000-\u001f\u007f\\]/.test(trimmed)) return null;
  if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith('#')) return trimmed;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  if (siteOrigin && siteOrigin !== 'null' && parsed.origin === siteOrigin) return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return null;
  return parsed.href;
}
