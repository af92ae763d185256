/**
 * The docs version mode and the picker button's label (spec §9). Pure and tiny: the picker button
 * is in the first load; the list rules (./versions.ts) load with the menu.
 */
export type DocsVersionMode = 'stable' | 'deprecated' | 'rc' | 'next';

/** Docs version mode from the host name: 'v…' deprecated, 'rc…' rc, 'next…' next, otherwise stable. */
export function versionModeFromHost(hostname: string): DocsVersionMode {
  if (hostname.startsWith('v')) return 'deprecated';
  if (hostname.startsWith('rc')) return 'rc';
  if (hostname.startsWith('next')) return 'next';
  return 'stable';
}

/** The label of the picker button for a mode. */
export function versionButtonLabel(mode: DocsVersionMode, docsMajor: number): string {
  if (mode === 'next') return 'next';
  if (mode === 'rc') return 'rc';
  return `v${docsMajor}`;
}
