// The playground editor's wiring of the language service (shell/playground/code-editor.ts and
// language-features.ts) in real Chromium, against a fake runtime that answers `ask` the way the compile
// worker does: a diagnostic is underlined and its message shown on hover; Ctrl+Space shows the
// completion list, and accepting an Angular symbol inserts it and the import the worker computed.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { EditorCompletion, EditorDiagnostic, TextEdit } from '../../../isomorphic/playground/language-service.ts';
import type { LanguageRequest } from '../../../playground-runtime/protocol.ts';
import type { PlaygroundRuntime } from '../../../playground-runtime/runtime.ts';
import { CodeEditor } from '../../../shell/playground/code-editor.ts';
import { languageFeatures } from '../../../shell/playground/language-features.ts';

type Question = Omit<LanguageRequest, 'id' | 'kind'>;
type Answer = (question: Question) => unknown;

const PATH = 'src/app/app.ts';

function setUp(text: string, answer: Answer, path = PATH, others: Record<string, string> = {}) {
  const host = document.createElement('div');
  host.style.cssText = 'display:flex;height:300px;width:600px;margin-top:200px';
  document.body.append(host);
  const questions: Question[] = [];
  const fakeRuntime = {
    ask: (question: Question) => {
      questions.push(question);
      return Promise.resolve(answer(question));
    },
  } as unknown as PlaygroundRuntime;
  let files: Record<string, string> = { ...others, [path]: text };
  const counts: number[] = [];
  let editor: CodeEditor | undefined = undefined;
  const features = languageFeatures(
    () => fakeRuntime,
    () => files,
    (_path, errors) => counts.push(errors),
    () => editor?.relint(),
  );
  editor = new CodeEditor(host, {
    dark: false,
    onChange: (path, next) => {
      files = { ...files, [path]: next };
    },
    ...features,
  });
  editor.load(files, path);
  const root = host.shadowRoot!;
  return {
    editor,
    root,
    questions,
    counts,
    [Symbol.dispose]() {
      editor.destroy();
      host.remove();
    },
  };
}

describe('playground code editor: language features', () => {
  it('underlines a diagnostic from the language service and shows its message on hover', async () => {
    const text = "const n: number = 'str';\n";
    const from = text.indexOf('n:');
    const diagnostic: EditorDiagnostic = { from, to: from + 1, severity: 'error', message: "Type 'string' is not assignable to type 'number'." };
    using t = setUp(text, (q) => (q.op === 'diagnostics' ? [diagnostic] : null));
    // Nothing is asked before the reader focuses or edits the editor.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(t.questions).to.deep.equal([]);
    t.editor.focus();
    await waitUntil(() => t.root.querySelector('.cm-lintRange-error'), 'no underline', { timeout: 5000 });
    expect(t.questions[0]).to.include({ op: 'diagnostics', path: PATH });
    expect(t.counts).to.deep.equal([1]);
    const underline = t.root.querySelector('.cm-lintRange-error')!;
    expect(underline.textContent).to.equal('n');
    const box = underline.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    await waitUntil(() => t.root.querySelector('.cm-tooltip-lint'), 'no lint tooltip', { timeout: 5000 });
    expect(t.root.querySelector('.cm-tooltip-lint')!.textContent).to.contain("Type 'string' is not assignable to type 'number'.");
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('shows the completion list on Ctrl+Space and accepting an Angular symbol inserts it with its import', async () => {
    const text = "import { Component } from '@angular/core';\nconst n = compu";
    const options: EditorCompletion[] = [
      { label: 'computed', type: 'function', source: '@angular/core', data: { exportName: 'computed' }, sortText: '16' },
      { label: 'compose', type: 'function', sortText: '11' },
    ];
    const importEdit: TextEdit = { from: 18, to: 18, insert: ', computed' };
    using t = setUp(text, (q) => {
      if (q.op === 'completions') return { from: text.length - 'compu'.length, options };
      if (q.op === 'import') return [importEdit];
      return [];
    });
    t.editor.focus();
    t.editor.view.dispatch({ selection: { anchor: text.length } });
    await sendKeys({ press: 'Control+Space' });
    await waitUntil(() => t.root.querySelector('.cm-tooltip-autocomplete li'), 'no completion list', { timeout: 5000 });
    const list = t.root.querySelector('.cm-tooltip-autocomplete')!;
    const labels = [...list.querySelectorAll('li')].map((li) => li.querySelector('.cm-completionLabel')?.textContent);
    expect(labels).to.include('computed');
    const completions = t.questions.filter((q) => q.op === 'completions');
    expect(completions[0]).to.include({ path: PATH, pos: text.length });
    // The Angular symbol shows where it comes from.
    const computed = [...list.querySelectorAll('li')].find((li) => li.querySelector('.cm-completionLabel')?.textContent === 'computed')!;
    expect(computed.querySelector('.cm-completionDetail')?.textContent).to.equal('@angular/core');
    // Arrow keys to the option, Enter accepts it. CodeMirror ignores both for its interactionDelay
    // (75 ms) after the list opens (no accidental accept): waited out first, a fixed guard, not a race.
    await new Promise((resolve) => setTimeout(resolve, 150));
    while (list.querySelector('li[aria-selected="true"] .cm-completionLabel')?.textContent !== 'computed') await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => t.editor.view.state.doc.toString().includes('{ Component, computed }'), 'no import added', { timeout: 5000 });
    expect(t.editor.view.state.doc.toString()).to.equal("import { Component, computed } from '@angular/core';\nconst n = computed");
    const asked = t.questions.find((q) => q.op === 'import')!;
    expect(asked).to.include({ name: 'computed', source: '@angular/core', path: PATH, pos: text.length });
  });

  it('underlines a template error in an external template (.html) with its source, and offers no TypeScript there', async () => {
    const html = '<h1>{{ titel }}</h1>\n';
    const from = html.indexOf('titel');
    const component = "@Component({ selector: 'app-root', templateUrl: './app.html' })\nexport class App {}\n";
    const found: EditorDiagnostic = { from, to: from + 5, severity: 'error', message: "Property 'titel' does not exist on type 'App'." };
    using t = setUp(html, (q) => (q.op === 'templates' ? { 'src/app/app.html': [found] } : []), 'src/app/app.html', { [PATH]: component });
    t.editor.focus();
    await waitUntil(() => t.root.querySelector('.cm-lintRange-error'), 'no underline', { timeout: 5000 });
    expect(t.root.querySelector('.cm-lintRange-error')!.textContent).to.equal('titel');
    // Only the template check was asked: an HTML file has no TypeScript diagnostics, completion or hover.
    expect(t.questions.map((q) => q.op)).to.deep.equal(['templates']);
    expect(t.counts.at(-1)).to.equal(1);
    const box = t.root.querySelector('.cm-lintRange-error')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    await waitUntil(() => t.root.querySelector('.cm-tooltip-lint'), 'no lint tooltip', { timeout: 5000 });
    expect(t.root.querySelector('.cm-tooltip-lint .cm-diagnosticSource')!.textContent).to.equal('Angular template');
    await sendMouse({ type: 'move', position: [0, 0] });
    await sendKeys({ press: 'Control+Space' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.questions.map((q) => q.op)).to.deep.equal(['templates']);
  });
});
