import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/code-example/define.ts';
import { DocsCodeCopyEvent, DocsCodeExample, DocsCodeTabChangeEvent, DocsCodeToggleEvent, type CodeExampleFile } from '../../elements/index.ts';
import { enhanceContent } from '../../shell/article/enhance-content.ts';
import { stubClipboard, type ClipboardStub } from './helpers.ts';
import { collapsedExample, diffExample, figure, multi, shellExample, singleTs } from './code-example/fixtures.ts';

/** Mounts build-style markup (parsed as HTML, as on a docs page) and waits for the element. */
async function mount(markup: string): Promise<{ wrapper: HTMLDivElement; el: DocsCodeExample }> {
  const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
  wrapper.innerHTML = markup;
  const el = wrapper.querySelector('docs-code-example')!;
  await el.updateComplete;
  return { wrapper, el };
}

function part<T extends HTMLElement = HTMLElement>(el: DocsCodeExample, name: string): T | null {
  return el.shadowRoot!.querySelector<T>(`[part~="${name}"]`);
}

function tabs(el: DocsCodeExample): HTMLButtonElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
}

function panels(el: DocsCodeExample): HTMLElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('.panel')];
}

function feedback(el: DocsCodeExample): HTMLElement {
  return part(el, 'feedback')!;
}

/** Whether `node` is rendered (has a box). */
function shown(node: Element): boolean {
  return node.getClientRects().length > 0;
}

describe('docs-code-example', () => {
  let clipboard: ClipboardStub | undefined;
  afterEach(() => {
    clipboard?.restore();
    clipboard = undefined;
    DocsCodeExample.previewLoader = undefined;
  });

  describe('enhancement', () => {
    it('keeps the figure and the pre in the light DOM, in place', async () => {
      const { el } = await mount(singleTs);
      const figureEl = el.querySelector(':scope > figure.docs-code-file')!;
      const pre = figureEl.querySelector(':scope > pre.docs-code-pre')!;
      expect(pre).to.exist;
      expect(pre.getAttribute('tabindex')).to.equal('0');
      expect(pre.querySelectorAll('.line')).to.have.length(3);
      expect(shown(pre)).to.be.true;
      // The figure is slotted into the (only) panel.
      const slot = panels(el)[0].querySelector('slot')!;
      expect(slot.assignedElements()).to.deep.equal([figureEl]);
      expect(el.shadowRoot!.querySelector('[role="tablist"]')).to.be.null;
    });

    it('shows the single file header in the toolbar and hides the figcaption', async () => {
      const { el } = await mount(singleTs);
      expect(part(el, 'title')!.textContent!.trim()).to.equal('src/app/app.ts');
      const caption = el.querySelector('figcaption')!;
      expect(caption.hasAttribute('hidden')).to.be.true;
      expect(shown(caption)).to.be.false;
    });

    it('keeps a prefer/avoid verdict in the title', async () => {
      const { el } = await mount(
        `<docs-code-example prefer>${figure({ caption: '<span class="docs-code-verdict docs-code-verdict-prefer">Prefer</span> a.ts', lines: ['a'] })}</docs-code-example>`,
      );
      expect(part(el, 'title')!.querySelector('.docs-code-verdict-prefer')!.textContent).to.equal('Prefer');
    });

    it('has no title without a figcaption, and the pre stays keyboard-focusable', async () => {
      const { el } = await mount(shellExample);
      expect(part(el, 'title')).to.be.null;
      const pre = el.querySelector<HTMLElement>('pre')!;
      pre.focus();
      expect(document.activeElement).to.equal(pre);
    });

    it('enhances children added after the element was connected', async () => {
      const el = await fixture<DocsCodeExample>(html`<docs-code-example></docs-code-example>`);
      el.innerHTML = figure({ caption: 'late.ts', lines: ['a', 'b'] });
      await waitUntil(() => part(el, 'title')?.textContent?.trim() === 'late.ts', 'late enhancement');
      expect(el.files).to.have.length(1);
    });

    it('is accessible (single, multi-file, collapsed, hidden code, preview)', async () => {
      const { wrapper } = await mount(
        [
          singleTs,
          multi([
            ['app.ts', 'ts'],
            ['app.html', 'html'],
          ]),
          collapsedExample,
          diffExample,
          shellExample,
        ].join('\n') +
          `<docs-code-example hide-code preview path="a/b.ts" source-base="https://example.com/src">${figure({ lines: ['x'] })}</docs-code-example>`,
      );
      const all = [...wrapper.querySelectorAll('docs-code-example')];
      await Promise.all(all.map((el) => el.updateComplete));
      await expect(wrapper).to.be.accessible();
      for (const el of all) await expect(el).to.be.accessible();
    });
  });

  describe('multi-file tabs', () => {
    const three = multi([
      ['src/app/app.ts', 'ts'],
      ['src/app/app.html', 'html'],
      ['src/app/app.css', 'css'],
    ]);

    it('renders the WAI-ARIA tabs pattern named by extension', async () => {
      const { el } = await mount(three);
      const tablist = el.shadowRoot!.querySelector('[role="tablist"]')!;
      expect(tablist.getAttribute('aria-label')).to.equal('Files');
      const list = tabs(el);
      expect(list.map((tab) => tab.textContent!.trim())).to.deep.equal(['TS', 'HTML', 'CSS']);
      expect(list.map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false']);
      expect(list.map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1]);
      const ps = panels(el);
      ps.forEach((panel, i) => {
        expect(panel.getAttribute('role')).to.equal('tabpanel');
        expect(list[i].getAttribute('aria-controls')).to.equal(panel.id);
        expect(panel.getAttribute('aria-labelledby')).to.equal(list[i].id);
      });
      expect(ps.map((panel) => panel.hidden)).to.deep.equal([false, true, true]);
      const figures = [...el.querySelectorAll('figure')];
      expect(figures.map(shown)).to.deep.equal([true, false, false]);
      // Captions are the tab names now.
      expect(figures.every((f) => f.querySelector('figcaption')!.hidden)).to.be.true;
    });

    it('names tabs by file name when two files share an extension', async () => {
      const { el } = await mount(
        multi([
          ['src/app/app.ts', 'ts'],
          ['src/app/recipe.ts', 'ts'],
          ['src/app/app.html', 'html'],
        ]),
      );
      expect(tabs(el).map((tab) => tab.textContent!.trim())).to.deep.equal(['app.ts', 'recipe.ts', 'HTML']);
    });

    it('moves selection and focus with Right, Left, Home and End', async () => {
      const { el } = await mount(three);
      const list = tabs(el);
      const state = () => ({
        selected: tabs(el).findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
        focused: tabs(el).indexOf(el.shadowRoot!.activeElement as HTMLButtonElement),
        tabindex: tabs(el).map((tab) => tab.tabIndex),
        panels: panels(el).map((panel) => !panel.hidden),
      });
      list[0].focus();
      const changes: number[] = [];
      el.addEventListener(DocsCodeTabChangeEvent.eventName, (event) => changes.push(event.index));

      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      await waitUntil(() => state().focused === 1, 'focus on tab 2');
      expect(state()).to.deep.equal({ selected: 1, focused: 1, tabindex: [-1, 0, -1], panels: [false, true, false] });

      await sendKeys({ press: 'End' });
      await waitUntil(() => state().focused === 2, 'focus on last tab');
      expect(state().selected).to.equal(2);

      await sendKeys({ press: 'ArrowRight' });
      await waitUntil(() => state().focused === 0, 'wraps to the first tab');
      expect(state().selected).to.equal(0);

      await sendKeys({ press: 'ArrowLeft' });
      await waitUntil(() => state().focused === 2, 'wraps to the last tab');
      expect(state().panels).to.deep.equal([false, false, true]);

      await sendKeys({ press: 'Home' });
      await waitUntil(() => state().focused === 0, 'Home');
      expect(state()).to.deep.equal({ selected: 0, focused: 0, tabindex: [0, -1, -1], panels: [true, false, false] });
      expect(changes).to.deep.equal([1, 2, 0, 2, 0]);
      expect(el.querySelectorAll('figure')[0].getClientRects().length).to.be.greaterThan(0);
    });

    it('selects a tab by click and Tab moves from the tab list into the code', async () => {
      const { el } = await mount(three);
      const event = oneEvent(el, DocsCodeTabChangeEvent.eventName);
      tabs(el)[1].click();
      const change = (await event) as unknown as DocsCodeTabChangeEvent;
      expect(change.label).to.equal('HTML');
      await el.updateComplete;
      expect(el.selectedIndex).to.equal(1);
      expect(panels(el)[1].hidden).to.be.false;
      tabs(el)[1].focus();
      await sendKeys({ press: 'Tab' });
      // Next stop after the tab list: the toolbar actions, then the shown pre.
      expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('copy-link-button');
    });

    it('copies the selected file', async () => {
      clipboard = stubClipboard('ok');
      const { el } = await mount(three);
      tabs(el)[2].click();
      await el.updateComplete;
      part<HTMLButtonElement>(el, 'copy-button')!.click();
      await waitUntil(() => clipboard!.writes.length === 1);
      expect(clipboard.writes[0]).to.equal('// src/app/app.css\nx');
    });
  });

  describe('copy', () => {
    it('has a "Copy code" button and a 2000 ms default indication', async () => {
      const { el } = await mount(singleTs);
      const button = part<HTMLButtonElement>(el, 'copy-button')!;
      expect(button.getAttribute('type')).to.equal('button');
      expect(button.textContent!.trim()).to.equal('Copy code');
      expect(DocsCodeExample.copyFeedbackDuration).to.equal(2000);
      expect(el.feedbackDuration).to.equal(2000);
      expect(feedback(el).getAttribute('role')).to.equal('status');
    });

    it('uses the 2000 ms duration for the indication timer', async () => {
      clipboard = stubClipboard('ok');
      const { el } = await mount(singleTs);
      const original = window.setTimeout;
      const delays: (number | undefined)[] = [];
      let pending: (() => void) | undefined;
      window.setTimeout = ((handler: () => void, delay?: number) => {
        delays.push(delay);
        pending = handler;
        return 0;
      }) as typeof window.setTimeout;
      try {
        await el.copyCode();
      } finally {
        window.setTimeout = original;
      }
      expect(delays).to.deep.equal([2000]);
      await el.updateComplete;
      expect(feedback(el).textContent).to.equal('Copied');
      pending!();
      await el.updateComplete;
      expect(feedback(el).textContent).to.equal('');
    });

    it('copies the code text and shows "Copied" for the duration', async () => {
      clipboard = stubClipboard('ok');
      const { el } = await mount(singleTs);
      el.feedbackDuration = 150;
      const event = oneEvent(el, DocsCodeCopyEvent.eventName);
      part<HTMLButtonElement>(el, 'copy-button')!.click();
      const copied = (await event) as unknown as DocsCodeCopyEvent;
      expect(copied.success).to.be.true;
      expect(copied.kind).to.equal('code');
      expect(clipboard.writes).to.deep.equal(["import { Component } from '@angular/core';\n\nexport class App {}"]);
      await el.updateComplete;
      expect(feedback(el).textContent).to.equal('Copied');
      expect(feedback(el).dataset.state).to.equal('success');
      expect(shown(feedback(el))).to.be.true;
      await aTimeout(60);
      expect(feedback(el).textContent).to.equal('Copied');
      await waitUntil(() => feedback(el).textContent === '', 'indication gone', { timeout: 1000 });
      expect(shown(feedback(el))).to.be.false;
      expect(feedback(el).hasAttribute('data-state')).to.be.false;
    });

    it('shows "Copy failed" when writeText rejects', async () => {
      clipboard = stubClipboard('reject');
      const { el } = await mount(singleTs);
      el.feedbackDuration = 100;
      const event = oneEvent(el, DocsCodeCopyEvent.eventName);
      part<HTMLButtonElement>(el, 'copy-button')!.click();
      expect(((await event) as unknown as DocsCodeCopyEvent).success).to.be.false;
      await el.updateComplete;
      expect(feedback(el).textContent).to.equal('Copy failed');
      expect(feedback(el).dataset.state).to.equal('failure');
      await waitUntil(() => feedback(el).textContent === '', 'indication gone', { timeout: 1000 });
    });

    it('shows "Copy failed" when there is no clipboard', async () => {
      clipboard = stubClipboard('missing');
      const { el } = await mount(singleTs);
      el.feedbackDuration = 100;
      expect(await el.copyCode()).to.be.false;
      await el.updateComplete;
      expect(feedback(el).textContent).to.equal('Copy failed');
      await waitUntil(() => feedback(el).textContent === '', 'indication gone', { timeout: 1000 });
    });

    it('excludes removed diff lines (and line numbers)', async () => {
      clipboard = stubClipboard('ok');
      const { el } = await mount(diffExample);
      await el.copyCode();
      expect(clipboard.writes).to.deep.equal(['const a = 1;\nconst b = 3;\nlog(a, b);']);
    });

    it('excludes shell prompts', async () => {
      clipboard = stubClipboard('ok');
      const { el } = await mount(shellExample);
      await el.copyCode();
      expect(clipboard.writes).to.deep.equal(['npm install\n# a comment\nng serve']);
    });

    it('has no copy button with hide-copy', async () => {
      const { el } = await mount(`<docs-code-example hide-copy>${figure({ lines: ['a'] })}</docs-code-example>`);
      expect(part(el, 'copy-button')).to.be.null;
    });
  });

  describe('show / hide code', () => {
    it('starts hidden with hide-code and toggles with aria-expanded', async () => {
      const { el } = await mount(`<docs-code-example hide-code>${figure({ caption: 'a.ts', lines: ['a'] })}</docs-code-example>`);
      const toggle = part<HTMLButtonElement>(el, 'code-toggle')!;
      const pre = el.querySelector('pre')!;
      expect(toggle.textContent!.trim()).to.equal('Show code');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(toggle.getAttribute('aria-controls')).to.equal('code');
      expect(shown(pre)).to.be.false;

      const event = oneEvent(el, DocsCodeToggleEvent.eventName);
      toggle.click();
      expect(((await event) as unknown as DocsCodeToggleEvent).open).to.be.true;
      await el.updateComplete;
      expect(toggle.textContent!.trim()).to.equal('Hide code');
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      expect(shown(pre)).to.be.true;
      expect(el.hideCode).to.be.false;

      toggle.click();
      await el.updateComplete;
      expect(shown(pre)).to.be.false;
      expect(toggle.textContent!.trim()).to.equal('Show code');
    });

    it('has no toggle without hide-code', async () => {
      const { el } = await mount(singleTs);
      expect(part(el, 'code-toggle')).to.be.null;
    });
  });

  describe('collapse / expand', () => {
    const visibleTexts = (el: DocsCodeExample) => [...el.querySelectorAll<HTMLElement>('code > .line')].filter(shown).map((line) => line.textContent);

    it('shows only the visible ranges with one "..." marker per hidden range', async () => {
      const { el } = await mount(collapsedExample);
      expect(visibleTexts(el)).to.deep.equal(['line 1', 'line 2', 'line 3', '...', 'line 8', 'line 9', '...']);
      expect(el.querySelectorAll('.docs-code-gap')).to.have.length(2);
      const toggle = part<HTMLButtonElement>(el, 'expand-button')!;
      expect(toggle.textContent!.trim()).to.equal('Expand');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      // Collapsed: the pre is as tall as 7 lines, not 12.
      const lineHeight = el.querySelector<HTMLElement>('.line')!.getBoundingClientRect().height;
      const codeHeight = el.querySelector('code')!.getBoundingClientRect().height;
      expect(codeHeight).to.be.below(lineHeight * 8);
    });

    it('expands to all lines and collapses again', async () => {
      const { el } = await mount(collapsedExample);
      const toggle = part<HTMLButtonElement>(el, 'expand-button')!;
      toggle.click();
      await el.updateComplete;
      expect(visibleTexts(el)).to.deep.equal(Array.from({ length: 12 }, (_, i) => `line ${i + 1}`));
      expect(toggle.textContent!.trim()).to.equal('Collapse');
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      expect(el.expanded).to.be.true;
      toggle.click();
      await el.updateComplete;
      expect(visibleTexts(el)).to.have.length(7);
    });

    it('copies every line, never the markers', async () => {
      clipboard = stubClipboard('ok');
      const { el } = await mount(collapsedExample);
      await el.copyCode();
      expect(clipboard.writes[0]).to.equal(Array.from({ length: 12 }, (_, i) => `line ${i + 1}`).join('\n'));
    });

    it('has no expand button without data-visible-lines', async () => {
      const { el } = await mount(singleTs);
      expect(part(el, 'expand-button')).to.be.null;
    });
  });

  describe('links', () => {
    it('gives examples ids example-N unless they have one', async () => {
      const { wrapper } = await mount(`${singleTs}<docs-code-example id="mine">${figure({ lines: ['a'] })}</docs-code-example>${shellExample}`);
      expect([...wrapper.querySelectorAll('docs-code-example')].map((el) => el.id)).to.deep.equal(['example-1', 'mine', 'example-3']);
    });

    it('copies the link to the example', async () => {
      clipboard = stubClipboard('ok');
      history.replaceState(history.state, '', `${location.pathname}${location.search}#old`);
      const { wrapper } = await mount(`${singleTs}${shellExample}`);
      const second = wrapper.querySelectorAll('docs-code-example')[1];
      const button = part<HTMLButtonElement>(second, 'copy-link-button')!;
      expect(button.textContent!.trim()).to.equal('Copy link');
      const event = oneEvent(second, DocsCodeCopyEvent.eventName);
      button.click();
      expect(((await event) as unknown as DocsCodeCopyEvent).kind).to.equal('link');
      expect(clipboard.writes).to.deep.equal([`${location.origin}${location.pathname}${location.search}#example-2`]);
      await second.updateComplete;
      expect(feedback(second).textContent).to.equal('Link copied');
      history.replaceState(history.state, '', location.pathname + location.search);
    });

    it('links to the source only with a path and a source base', async () => {
      const { el } = await mount(
        `<docs-code-example path="essentials/a/b.ts" source-base="https://github.com/o/r/blob/main/examples/">${figure({ lines: ['a'] })}</docs-code-example>`,
      );
      const link = part<HTMLAnchorElement>(el, 'source-link')!;
      expect(link.href).to.equal('https://github.com/o/r/blob/main/examples/essentials/a/b.ts');
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.equal('noopener');
      const { el: other } = await mount(`<docs-code-example path="a.ts">${figure({ lines: ['a'] })}</docs-code-example>`);
      expect(part(other, 'source-link')).to.be.null;
    });

    it('uses DocsCodeExample.defaultSourceBase', async () => {
      DocsCodeExample.defaultSourceBase = 'https://src.example';
      try {
        const { el } = await mount(`<docs-code-example path="a.ts">${figure({ lines: ['a'] })}</docs-code-example>`);
        expect(part<HTMLAnchorElement>(el, 'source-link')!.href).to.equal('https://src.example/a.ts');
      } finally {
        DocsCodeExample.defaultSourceBase = '';
      }
    });
  });

  describe('preview', () => {
    it('reserves a labelled region and calls the loader once it scrolls into view', async () => {
      const calls: { el: DocsCodeExample; files: readonly CodeExampleFile[] }[] = [];
      DocsCodeExample.previewLoader = async (el, files) => {
        calls.push({ el, files });
        const node = document.createElement('p');
        node.className = 'stub-preview';
        node.textContent = 'Hello preview';
        return node;
      };
      const { wrapper, el } = await mount(
        `<div class="spacer"></div><docs-code-example preview path="demo/app">${figure({ caption: 'app.ts', file: 'demo/app.ts', lines: ['a'] })}</docs-code-example>`,
      );
      wrapper.querySelector<HTMLElement>('.spacer')!.style.height = '3000px';
      const region = part(el, 'preview')!;
      expect(region.getAttribute('role')).to.equal('region');
      expect(region.getAttribute('aria-label')).to.equal('Preview');
      await aTimeout(150);
      expect(calls).to.have.length(0);

      el.scrollIntoView({ behavior: 'instant' });
      await waitUntil(() => calls.length === 1, 'loader called when visible');
      expect(calls[0].el).to.equal(el);
      expect(calls[0].files.map((file) => [file.path, file.language, file.code])).to.deep.equal([['demo/app.ts', 'ts', 'a']]);
      await waitUntil(() => region.querySelector('.stub-preview') !== null, 'preview shown');
      window.scrollTo({ top: 0, behavior: 'instant' });
      await aTimeout(50);
      el.scrollIntoView({ behavior: 'instant' });
      await aTimeout(100);
      expect(calls).to.have.length(1);
      window.scrollTo({ top: 0, behavior: 'instant' });
    });

    it('leaving the page aborts the preview (the loader gets a signal); back on the page it loads again', async () => {
      const signals: AbortSignal[] = [];
      DocsCodeExample.previewLoader = async (_el, _files, signal) => {
        signals.push(signal);
        const node = document.createElement('p');
        node.className = 'stub-preview';
        return node;
      };
      const { wrapper, el } = await mount(`<docs-code-example preview path="demo/app">${figure({ lines: ['a'] })}</docs-code-example>`);
      await waitUntil(() => part(el, 'preview')!.querySelector('.stub-preview') !== null, 'preview shown');
      expect(signals).to.have.length(1);
      expect(signals[0].aborted).to.equal(false);
      el.remove();
      expect(signals[0].aborted, 'aborted as the element leaves').to.equal(true);
      wrapper.append(el);
      await waitUntil(() => signals.length === 2, 'loaded again when seen again');
      expect(signals[1].aborted).to.equal(false);
      await waitUntil(() => part(el, 'preview')!.querySelector('.stub-preview') !== null, 'preview shown again');
    });

    it('a loader still running when the element leaves is ignored', async () => {
      let finish: (node: HTMLElement) => void = () => {};
      let seen: AbortSignal | undefined;
      DocsCodeExample.previewLoader = (_el, _files, signal) => {
        seen = signal;
        return new Promise((resolve) => (finish = resolve));
      };
      const { wrapper, el } = await mount(`<docs-code-example preview>${figure({ lines: ['a'] })}</docs-code-example>`);
      await waitUntil(() => seen !== undefined, 'loader called');
      expect(part(el, 'preview')!.getAttribute('aria-busy')).to.equal('true');
      el.remove();
      expect(seen!.aborted).to.equal(true);
      const late = document.createElement('p');
      late.className = 'late-preview';
      finish(late);
      await aTimeout(20);
      DocsCodeExample.previewLoader = undefined;
      wrapper.append(el);
      await el.updateComplete;
      expect(part(el, 'preview')!.querySelector('.late-preview')).to.equal(null);
      expect(part(el, 'preview')!.getAttribute('aria-busy')).to.equal('false');
    });

    it('reports a failing loader', async () => {
      DocsCodeExample.previewLoader = () => Promise.reject(new Error('nope'));
      const { el } = await mount(`<docs-code-example preview>${figure({ lines: ['a'] })}</docs-code-example>`);
      await waitUntil(() => part(el, 'preview')!.textContent!.includes('could not be loaded'), 'failure message');
    });
  });

  describe('raw mode', () => {
    it('builds the build markup and highlights it with Prism', async () => {
      const { el } = await mount(`<docs-code-example language="ts" header="app.ts" linenums>
        const greeting: string = 'hi';
        export class App {}
      </docs-code-example>`);
      const figureEl = el.querySelector(':scope > figure.docs-code-file')!;
      expect(figureEl.getAttribute('data-language')).to.equal('ts');
      expect(figureEl.hasAttribute('data-linenums')).to.be.true;
      expect(part(el, 'title')!.textContent!.trim()).to.equal('app.ts');
      const pre = figureEl.querySelector('pre.docs-code-pre')!;
      expect(pre.getAttribute('tabindex')).to.equal('0');
      await el.highlightComplete;
      const lines = [...pre.querySelectorAll('code.language-ts > .line')];
      expect(lines.map((line) => line.getAttribute('data-line'))).to.deep.equal(['1', '2']);
      expect(lines[0].querySelector('.token.keyword')!.textContent).to.equal('const');
      expect(lines[0].querySelector('.token.string')!.textContent).to.equal("'hi'");
      expect(lines[1].querySelector('.token.class-name')!.textContent).to.equal('App');
      expect(el.codeText).to.equal("const greeting: string = 'hi';\nexport class App {}");
      // Prism did not touch pre-rendered code elsewhere on the page.
      expect((globalThis as { Prism?: { manual?: boolean } }).Prism?.manual).to.be.true;
    });

    it('splits multi-line tokens per line and marks shell prompts', async () => {
      clipboard = stubClipboard('ok');
      const { el } = await mount(`<docs-code-example language="html">&lt;!-- one
two --&gt;
&lt;p&gt;x&lt;/p&gt;</docs-code-example>`);
      await el.highlightComplete;
      const lines = [...el.querySelectorAll('code > .line')];
      expect(lines.map((line) => line.querySelector('.token.comment')?.textContent ?? null)).to.deep.equal(['<!-- one', 'two -->', null]);
      expect(lines[2].querySelector('.token.tag')).to.exist;

      const { el: shell } = await mount(`<docs-code-example language="shell">$ npm i
$ ng serve</docs-code-example>`);
      await shell.highlightComplete;
      expect([...shell.querySelectorAll('.line.prompt')]).to.have.length(2);
      await shell.copyCode();
      expect(clipboard.writes).to.deep.equal(['npm i\nng serve']);
    });

    it('shows unknown languages as plain text', async () => {
      const { el } = await mount(`<docs-code-example language="text">a &lt; b</docs-code-example>`);
      await el.highlightComplete;
      expect(el.querySelector('.line')!.textContent).to.equal('a < b');
      expect(el.querySelector('.token')).to.be.null;
    });

    it('renders names of inherited object properties (constructor, __proto__, …) as plain text (issue 26)', async () => {
      for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'extend']) {
        const { el } = await mount(`<docs-code-example language="${name}" header="x">a &lt; b</docs-code-example>`);
        await el.highlightComplete;
        const line = el.querySelector(':scope > figure.docs-code-file code > .line');
        expect(line, name).to.exist;
        expect(line!.textContent, name).to.equal('a < b');
        expect(el.querySelector('.token'), name).to.be.null;
        expect(el.codeText, name).to.equal('a < b');
      }
    });
  });

  describe('enhanceContent (shell helper)', () => {
    it('does nothing without examples and sets the source base with them', async () => {
      const empty = await fixture<HTMLDivElement>(html`<div><p>No code</p></div>`);
      await enhanceContent(empty, { sourceBase: 'https://ignored.example' });
      expect(DocsCodeExample.defaultSourceBase).to.equal('');
      const { wrapper, el } = await mount(`<docs-code-example path="x.ts">${figure({ lines: ['a'] })}</docs-code-example>`);
      try {
        await enhanceContent(wrapper, { sourceBase: 'https://src.example/' });
        expect(customElements.get('docs-code-example')).to.equal(DocsCodeExample);
        expect(DocsCodeExample.defaultSourceBase).to.equal('https://src.example/');
        el.requestUpdate();
        await el.updateComplete;
        expect(part<HTMLAnchorElement>(el, 'source-link')!.href).to.equal('https://src.example/x.ts');
      } finally {
        DocsCodeExample.defaultSourceBase = '';
      }
    });
  });
});
