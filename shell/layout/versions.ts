/**
 * Version picker rules (spec §3, §5, §9; inventory §1.8). Pure: no DOM, no fetch. Loaded with the
 * version menu; the host-name mode and the button label (first load) are in ./version-mode.ts.
 */
import { safeUrl } from '../../elements/adapters/safe-url.ts';
import type { DocsVersionMode } from './version-mode.ts';

/** A version as the picker shows it. */
export interface VersionEntry {
  displayName: string;
  url: string;
}

/** Path of the server's version list on the site's own host. */
export const VERSIONS_URL = '/assets/others/versions.json';

/** The first major version documented on this site's generation of docs (older ones live on angular.io). */
export const FIRST_SITE_MAJOR = 18;

/**
 * The built-in list: 'next', every major from `docsMajor` down to v18 (https://vN.angular.dev/overview),
 * then v17 down to v4 and v2 (https://vN.angular.io/docs; there is no v3).
 */
export function builtInVersions(docsMajor: number): VersionEntry[] {
  const list: VersionEntry[] = [{ displayName: 'next', url: 'https://next.angular.dev/overview' }];
  for (let major = docsMajor; major >= FIRST_SITE_MAJOR; major--) {
    list.push({ displayName: `v${major}`, url: `https://v${major}.angular.dev/overview` });
  }
  for (let major = FIRST_SITE_MAJOR - 1; major >= 4; major--) {
    list.push({ displayName: `v${major}`, url: `https://v${major}.angular.io/docs` });
  }
  list.push({ displayName: 'v2', url: 'https://v2.angular.io/docs' });
  return list;
}

/**
 * Validates the server's list: an array of objects with string `version` and `url`; entries whose URL
 * fails the allow-list (elements/adapters/safe-url.ts) are dropped. Anything else returns null (the caller falls back to the built-in list). An empty array is accepted as valid
 * shape but useless, so it is rejected too.
 */
export function parseServerVersions(data: unknown): VersionEntry[] | null {
  if (!Array.isArray(data) || data.length === 0) return null;
  const entries: VersionEntry[] = [];
  for (const entry of data) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { version, url } = entry as { version?: unknown; url?: unknown };
    if (typeof version !== 'string' || typeof url !== 'string') return null;
    // URLs from data: only https: and same-origin paths (javascript:, data:, vbscript: … dropped).
    const safe = safeUrl(url);
    if (safe !== null) entries.push({ displayName: version, url: safe });
  }
  return entries.length ? entries : null;
}

/**
 * The entry marked current: 'next' or 'rc' on those hosts; otherwise the entry naming the
 * documented major (e.g. 'v22'), else the first entry.
 */
export function currentVersion(list: readonly VersionEntry[], mode: DocsVersionMode, docsMajor: number): VersionEntry | undefined {
  if (mode === 'next' || mode === 'rc') {
    const byMode = list.find((entry) => entry.displayName === mode);
    if (byMode) return byMode;
  }
  const wanted = new RegExp(`(^|\\D)${docsMajor}(\\D|$)`);
  return list.find((entry) => wanted.test(entry.displayName)) ?? list[0];
}

/** Label of the version menu's submenu that holds the majors before {@link FIRST_SITE_MAJOR}. */
export const OLDER_VERSIONS_LABEL = 'Older versions';

/**
 * Splits the list for the menu: majors before {@link FIRST_SITE_MAJOR} ('v17' … 'v2', the previous
 * generation of docs) go into the 'Older versions' submenu; everything else ('next', 'rc', 'v22' …
 * 'v18', any name that is not 'v<number>') stays at the top. Order is kept.
 */
export function splitOlderVersions(list: readonly VersionEntry[]): { recent: VersionEntry[]; older: VersionEntry[] } {
  const recent: VersionEntry[] = [];
  const older: VersionEntry[] = [];
  for (const entry of list) {
    const major = /^v(\d+)$/.exec(entry.displayName.trim());
    (major && Number(major[1]) < FIRST_SITE_MAJOR ? older : recent).push(entry);
  }
  return { recent, older };
}
