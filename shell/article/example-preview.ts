/**
 * Live preview of a `preview` code example, through the playground runtime (the same sandboxed
 * iframe and Angular files as the playground). Loaded only when such an example scrolls into view.
 * The site's build ships the compiled project inside the element (`script.docs-code-preview-project`,
 * see content/pipeline/markdown/extensions/docs-code-multifile.ts), so TypeScript is not loaded; an
 * element without it (another site's markup) is compiled in the runtime's worker.
 */
import type { CodeExampleFile, DocsCodeExample } from '../../elements/code-example/code-example.ts';
import type { CompiledProject } from '../../isomorphic/tutorial-types.ts';
import { exampleProject } from '../../isomorphic/playground/example-project.ts';
import { PlaygroundRuntime } from '../../playground-runtime/runtime.ts';
import { encodeShareFragment } from '../playground/share-link.ts';

function shippedProject(element: HTMLElement): CompiledProject | undefined {
  const text = element.querySelector(':scope > script.docs-code-preview-project')?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as CompiledProject;
    return Array.isArray(value.modules) && typeof value.entry === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The site's `DocsCodeExample.previewLoader`: `signal` aborts when the example leaves the page. */
export async function loadExamplePreview(element: DocsCodeExample, files: readonly CodeExampleFile[], signal: AbortSignal): Promise<HTMLElement> {
  signal.throwIfAborted();
  const project = exampleProject(files.map((file) => ({ name: file.name, path: file.path, code: file.code })));
  const compiled = shippedProject(element);
  const box = document.createElement('div');
  box.className = 'example-preview';
  const frameHost = document.createElement('div');
  frameHost.className = 'example-preview-frame';
  const status = document.createElement('p');
  status.className = 'example-preview-status';
  status.setAttribute('role', 'status');
  box.append(frameHost, status);
  // "Open in playground": the example's files in a share link (fflate loads with the preview).
  void encodeShareFragment({ files: project }).then((fragment) => {
    if (!fragment || signal.aborted) return;
    const open = document.createElement('a');
    open.className = 'example-preview-open';
    open.href = `/playground${fragment}`;
    open.textContent = 'Open in playground';
    box.append(open);
  });
  const errors: string[] = [];
  const runtime = new PlaygroundRuntime({
    host: frameHost,
    onConsole: (entry) => {
      if (entry.level === 'error') errors.push(entry.text);
    },
  });
  status.textContent = 'Starting the preview…';
  void runtime.run(project, compiled && { files: project, result: compiled }).then((outcome) => {
    // Text only (textContent): messages come from the app in the sandbox.
    status.textContent = outcome.ok ? '' : `The preview failed: ${outcome.problems[0] ?? outcome.error ?? errors[0] ?? 'unknown error'}`;
    status.hidden = outcome.ok;
    box.dataset.state = outcome.ok ? 'rendered' : 'failed';
  });
  // The runtime listens on window: dispose of it when the example leaves the page (client
  // navigation), which the element signals by aborting `signal`.
  signal.addEventListener('abort', () => runtime.dispose(), { once: true });
  return box;
}
