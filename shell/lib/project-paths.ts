/** Where the generated project JSON of a page lives (shared by the prerender and browser loaders). */

/** The JSON file of a tutorial page: the intro for a missing step. */
export function tutorialPageFile(tutorial: string, step: string | undefined): string | undefined {
  const ok = (s: string) => /^[\w-]+$/.test(s);
  if (!ok(tutorial) || (step !== undefined && !ok(step))) return undefined;
  return `tutorials/${tutorial}/${step ?? 'intro'}.json`;
}
