/**
 * The home page's code samples: highlighted HTML written by the content build
 * (content/pipeline/home-samples.ts) to a static file the browser fetches after a client navigation.
 */
export const HOME_SAMPLES_URL = '/assets/content/home-samples.json';

export interface HomeSample {
  id: 'signals' | 'control-flow' | 'defer' | 'hydration';
  /** Highlighted figures (`<figure class="docs-code-file">`), one per file. */
  html: string;
}

/** Key of a sample's fragment in the prerendered-HTML stash (shell/lib/prerendered-html.ts). */
export const sampleKey = (id: HomeSample['id']) => `home:${id}`;

/** Browser: the samples (after a client navigation to the home page). */
export async function fetchHomeSamples(): Promise<HomeSample[]> {
  const response = await fetch(HOME_SAMPLES_URL);
  if (!response.ok) throw new Error(`Could not load ${HOME_SAMPLES_URL} (status ${response.status})`);
  return (await response.json()) as HomeSample[];
}
