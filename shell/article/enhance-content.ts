// Loads the elements a rendered doc page needs, only when the page has them: Lit and
// docs-code-example stay out of pages without code examples, docs-tab-group out of pages without tabs, and the preview runtime out of pages
// without `preview` examples (it loads when such a preview scrolls into view). Each element's code
// loads when the first of its instances comes near the viewport (not on load for examples further down).

export interface EnhanceContentOptions {
  /** Base URL of the examples' source links (`${sourceBase}/${path}`); unset → no source links. */
  sourceBase?: string;
}

/**
 * Call after the content HTML is in `container` (after hydration and after each client
 * navigation). Resolves once the elements in it are defined; never rejects (the static markup
 * stays readable if loading fails).
 */
export async function enhanceContent(container: HTMLElement, options: EnhanceContentOptions = {}): Promise<void> {
  const examples = container.querySelectorAll('docs-code-example');
  const tabGroups = container.querySelectorAll('docs-tab-group');
  await Promise.all([
    examples.length ? whenNearViewport(examples).then(() => loadCodeExamples(options)) : undefined,
    tabGroups.length ? whenNearViewport(tabGroups).then(loadTabGroups) : undefined,
  ]);
}

/** How far from the viewport an element starts loading: early enough to be upgraded before it is seen. */
const NEAR = '600px 0px';

/** Resolves when one of `elements` is within NEAR of the viewport (at once without IntersectionObserver). */
function whenNearViewport(elements: NodeListOf<Element>): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR },
    );
    for (const element of elements) observer.observe(element);
  });
}

async function loadCodeExamples(options: EnhanceContentOptions): Promise<void> {
  try {
    const { DocsCodeExample } = await import('./code-example-setup.ts');
    if (options.sourceBase !== undefined) DocsCodeExample.defaultSourceBase = options.sourceBase;
    await customElements.whenDefined('docs-code-example');
  } catch (error) {
    console.error('Could not load docs-code-example', error);
  }
}

async function loadTabGroups(): Promise<void> {
  try {
    await import('../../elements/tab-group/define.ts');
    await customElements.whenDefined('docs-tab-group');
  } catch (error) {
    console.error('Could not load docs-tab-group', error);
  }
}
