// The site's preview loader (shell/article/example-preview.ts) with the real playground runtime: the
// preview's frame lives until the example's signal aborts (the element left the page), then the
// runtime is disposed of and the frame goes. No polling: the frame goes at once.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { CodeExampleFile, DocsCodeExample } from '../../elements/code-example/code-example.ts';
import { loadExamplePreview } from '../../shell/article/example-preview.ts';

const files: CodeExampleFile[] = [
  {
    label: 'TS',
    name: 'app.ts',
    path: 'demo/src/app/app.ts',
    language: 'ts',
    code: "import { Component } from '@angular/core';\n\n@Component({ selector: 'app-root', template: 'Hi' })\nexport class App {}\n",
  },
];

describe('example preview loader', () => {
  it('disposes of the runtime (its frame goes) when the signal aborts', async () => {
    // A shipped (build-compiled) project: the runtime does not start the TypeScript worker.
    const element = await fixture<HTMLElement>(
      html`<div>
        <script type="application/json" class="docs-code-preview-project">
          { "modules": [], "entry": "main.js" }
        </script>
      </div>`,
    );
    const abort = new AbortController();
    const box = await loadExamplePreview(element as unknown as DocsCodeExample, files, abort.signal);
    element.append(box);
    await waitUntil(() => box.querySelector('iframe') !== null, 'the preview frame is created');
    abort.abort();
    expect(box.querySelector('iframe'), 'frame removed at once').to.equal(null);
  });

  it('starts nothing for a signal already aborted', async () => {
    const abort = new AbortController();
    abort.abort();
    let error: unknown;
    try {
      await loadExamplePreview(document.createElement('div') as unknown as DocsCodeExample, files, abort.signal);
    } catch (caught) {
      error = caught;
    }
    expect((error as DOMException).name).to.equal('AbortError');
  });
});
