/**
 * The `_headers` file for Netlify-style static hosts. Those hosts apply every rule whose path matches
 * and join repeated header names with commas, so rules must not overlap on `Cache-Control`: a blanket
 * `/assets/*  immutable` plus `/assets/content/*  no-cache` would send both. Hashed build files are
 * therefore listed one by one as immutable, and each generated data folder under `/assets/` (page
 * fragments, navigation, API, search, playground files — unhashed, rewritten by every build) gets
 * `no-cache` (revalidate every time; unchanged files still answer 304).
 */
export interface HeaderRule {
  path: string;
  headers: [name: string, value: string][];
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** `hashedAssets`: file names directly in `assets/`; `dataFolders`: the folders in `assets/`. */
export function headerRules(hashedAssets: readonly string[], dataFolders: readonly string[]): HeaderRule[] {
  return [
    { path: '/embed/*', headers: [['Access-Control-Allow-Origin', '*'], ['Cache-Control', 'public, max-age=3600']] },
    ...[...hashedAssets].sort().map((file): HeaderRule => ({ path: `/assets/${file}`, headers: [['Cache-Control', IMMUTABLE]] })),
    ...[...dataFolders].sort().map((folder): HeaderRule => ({
      path: `/assets/${folder}/*`,
      // The playground's preview runs in an opaque-origin frame: its module loads are CORS requests.
      headers: [['Cache-Control', REVALIDATE], ...(folder === 'playground' ? [['Access-Control-Allow-Origin', '*'] as [string, string]] : [])],
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
