/**
 * "Save for offline" (issue 29): the sections a reader can save whole, and the file the build writes
 * for them (scripts/offline-sections.ts → `OFFLINE_SECTIONS_URL`): every section's pages with the
 * files each needs (its HTML, and the fragments its client loader fetches on a client-side navigation)
 * and their sizes, so the footer's action shows the size before it starts and a progress bar while it
 * runs, without crawling. Pure: shared by the build script, the browser and the tests.
 */
import { ASSET_DIRS } from './paths.ts';

/** Beside the navigation trees (generated data: served `no-cache`, like them). */
export const OFFLINE_SECTIONS_URL = `${ASSET_DIRS.nav}offline-sections.json`;

export type OfflineSectionId = 'docs' | 'tutorials' | 'reference' | 'api';

/** The sections in the order the footer lists them. */
export const OFFLINE_SECTIONS: readonly { id: OfflineSectionId; label: string }[] = [
  { id: 'docs', label: 'Docs' },
  { id: 'tutorials', label: 'Tutorials' },
  { id: 'reference', label: 'Reference (without the API)' },
  { id: 'api', label: 'API reference' },
];

/** One file of a section: its URL and its size in bytes (as built, uncompressed: what the cache stores). */
export interface OfflineFile {
  url: string;
  bytes: number;
}

export interface OfflineSection {
  id: OfflineSectionId;
  label: string;
  /** Number of pages (HTML documents) in the section. */
  pages: number;
  /** Total of `files`' bytes. */
  bytes: number;
  /** Page documents first (in navigation order), then the data files (fragments, navigation). */
  files: OfflineFile[];
}

export interface OfflineSections {
  /** Identifies the build (the saved copy records it). */
  build: string;
  sections: OfflineSection[];
}

/** Whether a saved file is a page document (stored in the pages cache under its path) or data (fragments, route data `.data`). */
export function isPageUrl(url: string): boolean {
  return !url.startsWith('/assets/') && !url.endsWith('.data');
}

/** "12.3 MB", "840 KB" (decimal units, as file managers and the browser's storage settings show them). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1e3))} KB`;
}

/**
 * The progress a screen reader hears: every 10 % (and the end), not every file. Returns the percent to
 * announce when `done` of `total` crossed a new step since `announced`, else undefined.
 */
export function progressToAnnounce(done: number, total: number, announced: number): number | undefined {
  if (total <= 0) return undefined;
  const percent = Math.floor((done / total) * 100);
  const step = percent >= 100 ? 100 : Math.floor(percent / 10) * 10;
  return step > announced ? step : undefined;
}
