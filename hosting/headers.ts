/**
 * The `_headers` file for Netlify-style static hosts, from the hosting policy (hosting/policy.ts).
 * Those hosts apply every rule whose path matches and join repeated header names with commas, so rules
 * must not overlap on a header: a blanket `/assets/*  immutable` plus `/assets/content/*  no-cache`
 * would send both, and two CSPs would both be enforced. Hence:
 * - `/*` carries only the headers every response gets (nosniff, framing, referrer, permissions);
 * - pages get their CSP and `no-cache` through one rule per top-level page folder of the build
 *   (`/guide` and `/guide/*`, …) and one per top-level HTML file, never through `/*`; the service
 *   worker and manifest get the same (`no-cache`);
 * - hashed build files are listed one by one as immutable; each generated data folder under
 *   `/assets/` gets `no-cache` (revalidate; unchanged files still answer 304);
 * - the playground preview document gets its own CSP (sandboxed) on its two exact paths.
 */
import { type Header, OFFLINE_FILES, policyHeaders, PREVIEW_PATHS, SECURITY_HEADERS } from './policy.ts';

export { IMMUTABLE, REVALIDATE } from './policy.ts';

export interface HeaderRule {
  path: string;
  headers: Header[];
}

export interface SiteLayout {
  /** File names directly in `assets/` (hashed build files). */
  hashedAssets: readonly string[];
  /** Folder names in `assets/` (generated data). */
  dataFolders: readonly string[];
  /** Top-level folders of the build that hold pages (not `assets`, not `embed`). */
  pageFolders?: readonly string[];
  /** Top-level HTML files (`index.html`, `404.html`, …). */
  pageFiles?: readonly string[];
  /** Hashes of the preview document's inline import map. */
  importMapHashes?: readonly string[];
}

const SECURITY_NAMES = new Set(SECURITY_HEADERS.map(([name]) => name));
/** The policy's headers for a path minus those the `/*` rule already sends. */
const own = (path: string, layout: SiteLayout) =>
  policyHeaders(path, { importMapHashes: layout.importMapHashes }).filter(([name]) => !SECURITY_NAMES.has(name));

export function headerRules(layout: SiteLayout): HeaderRule[] {
  const pageRule = (path: string, sample: string): HeaderRule => ({ path, headers: own(sample, layout) });
  return [
    { path: '/*', headers: [...SECURITY_HEADERS] },
    pageRule('/', '/'),
    ...[...(layout.pageFiles ?? [])].sort().map((file) => pageRule(`/${file}`, `/${file}`)),
    // The service worker and manifest: `no-cache` like pages (issue 29).
    ...OFFLINE_FILES.map((path) => pageRule(path, path)),
    ...[...(layout.pageFolders ?? [])].sort().flatMap((folder) => [pageRule(`/${folder}`, `/${folder}`), pageRule(`/${folder}/*`, `/${folder}/x`)]),
    { path: '/embed/*', headers: own('/embed/x', layout) },
    ...[...layout.hashedAssets].sort().map((file): HeaderRule => ({ path: `/assets/${file}`, headers: own(`/assets/${file}`, layout) })),
    ...[...layout.dataFolders].sort().map((folder): HeaderRule => ({ path: `/assets/${folder}/*`, headers: own(`/assets/${folder}/x`, layout) })),
    // The preview document: its CSP only (its folder's rule already sends Cache-Control and CORS).
    ...PREVIEW_PATHS.map((path): HeaderRule => ({
      path,
      headers: own(path, layout).filter(([name]) => name === 'Content-Security-Policy'),
    })),
  ];
}

export function formatHeaders(rules: readonly HeaderRule[]): string {
  return `${rules.map((r) => [r.path, ...r.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n')}\n`;
}

/** How such a host matches a rule path: exact, or a trailing `*` that matches the rest (slashes too). */
export function ruleMatches(rulePath: string, urlPath: string): boolean {
  return rulePath.endsWith('*') ? urlPath.startsWith(rulePath.slice(0, -1)) : urlPath === rulePath;
}

/** Every value a host would send for `name` on `urlPath` (more than one means the rules overlap). */
export function headerValues(rules: readonly HeaderRule[], urlPath: string, name: string): string[] {
  return rules.filter((r) => ruleMatches(r.path, urlPath)).flatMap((r) => r.headers.filter(([n]) => n === name).map(([, v]) => v));
}
