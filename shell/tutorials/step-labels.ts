/** The words a tutorial page shows about itself and its steps (pure). */
import type { TutorialPageData } from './tutorial-pages.ts';

type Page = Pick<TutorialPageData, 'data' | 'tutorial'>;

/** The page's headline (and, with the product, its title): the tutorial's for the introduction, else the step's and the tutorial's. */
export const pageLabel = (page: Page): string => (page.data.step === 0 ? `${page.tutorial.title} tutorial` : `${page.data.title} • ${page.tutorial.title}`);

/** The page's breadcrumbs: Tutorials, then the tutorial on a step. */
export const pageCrumbs = (page: Page): { label: string; path: string }[] => [
  { label: 'Tutorials', path: 'tutorials' },
  ...(page.data.step === 0 ? [] : [{ label: page.tutorial.title, path: `tutorials/${page.tutorial.name}` }]),
];

/** After the tutorial's name in the step menu's button: where in the tutorial this page is (`steps` counts the introduction). */
export const stepPosition = (step: number, steps: number): string => (step > 0 ? ` · Step ${step} of ${steps - 1}` : ' · Introduction');

/** A step in the step menu. */
export const stepLinkLabel = (link: { step: number; title: string }): string => (link.step === 0 ? 'Introduction' : `${link.step}. ${link.title}`);

/** The name of a page's project (the zip and its folder): the page's path with dashes. */
export const projectName = (path: string): string => path.replace(/\//g, '-');
