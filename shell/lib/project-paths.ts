/** Where the generated project JSON of a page lives (shared by the prerender and browser loaders). */
import { PROJECT_FILES } from '../../isomorphic/paths.ts';

/** The JSON file of a tutorial page: the intro for a missing step. */
export function tutorialPageFile(tutorial: string, step: string | undefined): string | undefined {
  const ok = (s: string) => /^[\w-]+$/.test(s);
  if (!ok(tutorial) || (step !== undefined && !ok(step))) return undefined;
  return PROJECT_FILES.tutorialPage(tutorial, step ?? 'intro');
}
