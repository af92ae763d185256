/**
 * The home page's strengths section: static HTML (prose beside build-time highlighted code) written
 * by the content build (content/pipeline/home-samples.ts). Read from disk at prerender
 * (home-strengths.server.ts); fetched after a client navigation to the home page.
 */
import { HOME_STRENGTHS_URL } from '../../isomorphic/paths.ts';

/** Key of the fragment in the prerendered-HTML stash (shell/lib/prerendered-html.ts). */
export const HOME_STRENGTHS_KEY = 'home:strengths';

/** Browser: the section's HTML. */
export async function fetchHomeStrengths(): Promise<string> {
  const response = await fetch(HOME_STRENGTHS_URL);
  if (!response.ok) throw new Error(`Could not load ${HOME_STRENGTHS_URL} (status ${response.status})`);
  return response.text();
}
