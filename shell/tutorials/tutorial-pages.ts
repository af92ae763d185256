/**
 * Tutorials (`/assets/projects/tutorials/**`, written by content/pipeline/projects.ts) over any asset
 * source: the tutorials home and a tutorial page (intro or step).
 */
import { data } from 'react-router';
import type { AssetSource } from '../../isomorphic/asset-source.ts';
import { PROJECT_FILES, projectUrl } from '../../isomorphic/paths.ts';
import type { TutorialPage, TutorialSummary } from '../../isomorphic/tutorial-types.ts';
import { descriptionFromHtml } from '../../isomorphic/page-description.ts';
import { stashFragment } from '../data/prerendered-html.ts';

/** The JSON file of a tutorial page: the intro for a missing step; undefined for names that are no file name. */
export function tutorialPageFile(tutorial: string, step: string | undefined): string | undefined {
  const ok = (s: string) => /^[\w-]+$/.test(s);
  if (!ok(tutorial) || (step !== undefined && !ok(step))) return undefined;
  return PROJECT_FILES.tutorialPage(tutorial, step ?? 'intro');
}

/** A tutorial page's data; `html` is absent in the build-time data (the fragment is in the page once, as DOM). */
export type TutorialPageData = Omit<TutorialPage, 'html'> & { html?: string; description: string };

/** Key of a tutorial page's text in the prerendered-HTML stash. */
export const tutorialFragmentKey = (path: string) => `tutorial:${path}`;

const describe = (page: TutorialPage) => descriptionFromHtml(page.html) ?? `${page.data.title}: a step of the ${page.tutorial.title} tutorial.`;

/** The tutorial page of the route's params; a 404 when there is none. At prerender its text is stashed, not returned. */
export async function tutorialPage(source: AssetSource, params: { tutorial: string; step?: string }): Promise<TutorialPageData> {
  const file = tutorialPageFile(params.tutorial, params.step);
  const page = file && (await source.json<TutorialPage>(projectUrl(file)));
  if (!page) throw data('Tutorial not found', { status: 404 });
  if (source.origin === 'network') return { ...page, description: describe(page) };
  const { html, ...rest } = page;
  stashFragment(tutorialFragmentKey(page.path), html);
  return { ...rest, description: describe(page) };
}

/** The tutorials home: every tutorial's summary (none when the list is missing). */
export async function tutorialsPage(source: AssetSource): Promise<{ tutorials: TutorialSummary[] }> {
  return { tutorials: (await source.json<TutorialSummary[]>(projectUrl(PROJECT_FILES.tutorialsIndex))) ?? [] };
}
