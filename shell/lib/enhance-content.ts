// Loads the elements a rendered doc page needs, only when the page has them: Lit and
// docs-code-example stay out of pages without code examples, docs-tab-group out of pages without tabs, and the preview runtime out of pages
// without `preview` examples (it loads when such a preview scrolls into view).

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
  await Promise.all([
    container.querySelector('docs-code-example') ? loadCodeExamples(options) : undefined,
    container.querySelector('docs-tab-group') ? loadTabGroups() : undefined,
  ]);
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
