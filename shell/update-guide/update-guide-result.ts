/**
 * What the update guide shows for a selection, and the selection's place in the URL: pure rules over
 * isomorphic/update-guide-data.ts and the guide's entries (served as UPDATE_GUIDE_URL), apart from the
 * one function that writes the URL.
 */
import {
  bucketRecommendations,
  legacyInstallCommand,
  queryFromSelection,
  selectionWarnings,
  type Buckets,
  type Level,
  type Recommendation,
  type UpdateOptions,
} from '../../isomorphic/update-guide-data.ts';

export interface Selection {
  from: number;
  to: number;
  level: Level;
}

export interface UpdateResult extends Selection {
  buckets: Buckets;
  /** The install command for targets before 6.0 (no `ng update` there). */
  install?: string;
}

export const NO_OPTIONS: UpdateOptions = { ngUpgrade: false, material: false, windows: false };

/** The steps of an update; undefined for a downgrade, which the guide refuses. */
export function updateResult(
  selection: Selection,
  options: UpdateOptions,
  packageManager: 'npm' | 'yarn',
  recommendations: readonly Recommendation[],
): UpdateResult | undefined {
  if (selectionWarnings(selection.from, selection.to).includes('downgrade')) return undefined;
  const install = selection.to < 600 ? legacyInstallCommand(selection.to, packageManager, options.windows) : undefined;
  return { ...selection, buckets: bucketRecommendations({ ...selection, options }, recommendations), ...(install ? { install } : {}) };
}

/** Puts the selection in the page's URL (`?v=<from>-<to>&l=<level>`), replacing the history entry. */
export function writeSelectionToUrl(selection: Selection): void {
  const url = new URL(window.location.href);
  url.search = queryFromSelection(selection);
  window.history.replaceState(window.history.state, '', url);
}
