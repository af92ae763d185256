/** Layout rules derived from the URL: active primary item, footer visibility, scroll offsets. */

export type PrimarySection = 'home' | 'docs' | 'tutorials' | 'playground' | 'reference';

const REFERENCE_PREFIXES = ['api', 'cli', 'errors', 'extended-diagnostics', 'reference', 'roadmap', 'update-guide'];

export function primarySection(pathname: string): PrimarySection {
  const first = pathname.replace(/^\/+/, '').split(/[/?#]/, 1)[0] ?? '';
  if (first === '') return 'home';
  if (first === 'tutorials') return 'tutorials';
  if (first === 'playground') return 'playground';
  if (REFERENCE_PREFIXES.includes(first)) return 'reference';
  return 'docs';
}

/** The footer is hidden on tutorial step pages (not the tutorials home or a tutorial intro) and on the playground. */
export function showFooter(pathname: string): boolean {
  const segments = pathname.replace(/^\/+|\/+$/g, '').split('/');
  if (segments[0] === 'playground') return false;
  if (segments[0] === 'tutorials' && segments.length >= 3) return false;
  return true;
}

/**
 * Spec §9 breakpoints. (The anchor offset is not computed here: `scroll-padding-top` in the stylesheet
 * follows the real height of the sticky header at each width; see tests/e2e/reading.spec.ts.)
 */
export const BREAKPOINTS = { extraSmall: 900, medium: 1430 } as const;
