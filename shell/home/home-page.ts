/**
 * The home page's data over any asset source: the strengths section, static HTML (prose beside
 * build-time highlighted code) written by the content build (content/pipeline/home-samples.ts).
 */
import type { AssetSource } from '../../isomorphic/asset-source.ts';
import { HOME_STRENGTHS_URL } from '../../isomorphic/paths.ts';
import { stashFragment } from '../data/prerendered-html.ts';

/** Key of the strengths section in the prerendered-HTML stash. */
export const HOME_STRENGTHS_KEY = 'home:strengths';

export interface HomeData {
  /** The strengths section's HTML; absent in the build-time data (read back from the prerendered DOM). */
  strengths?: string;
}

/**
 * At prerender the section is stashed for the render rather than returned, so it is not serialised a
 * second time into the hydration data (prerendered-html.ts); a missing file fails the build. In the
 * browser, after a client navigation to the home page, it is returned ('' when it cannot be read).
 */
export async function homePage(source: AssetSource): Promise<HomeData> {
  if (source.origin === 'network') return { strengths: (await source.text(HOME_STRENGTHS_URL).catch(() => undefined)) ?? '' };
  const strengths = await source.text(HOME_STRENGTHS_URL);
  if (strengths === undefined) throw new Error(`No ${HOME_STRENGTHS_URL}: run the content build first.`);
  stashFragment(HOME_STRENGTHS_KEY, strengths);
  return {};
}
