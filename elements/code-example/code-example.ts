import { ClipboardController } from '../internal/controllers/clipboard.ts';
import { KeyNavigationController } from '../internal/controllers/key-navigation.ts';
import { MutationController } from '../internal/controllers/mutation.ts';
import { VisibilityController } from '../internal/controllers/visibility.ts';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { resolveLanguage } from '../../isomorphic/code/language.ts';
import { codeFigureHtml } from '../../isomorphic/code/markup.ts';
import { tokensToLines } from '../../isomorphic/code/token-lines.ts';
import { escapeText } from '../../isomorphic/html.ts';
import { codeExampleStyles } from './code-example.styles.ts';
import { anchorUrl, copyText, GAP_CLASS, sourceUrl, type CopyLine } from './copy-text.ts';
import { DocsCodeCopyEvent, DocsCodeTabChangeEvent, DocsCodeToggleEvent, type CodeCopyKind } from './events.ts';
import { adoptLightStyles } from './light-styles.ts';
import { hasGrammar, tokenize } from './prism-loader.ts';
import { baseName, tabNames } from './tab-names.ts';
import { normalizeRawCode } from './raw-code.ts';
import { collapsedSegments, parseVisibleLines, type LineRange } from './visible-lines.ts';

/** One file of an example, as handed to the preview loader and listed by `files`. */
export interface CodeExampleFile {
  /** Tab label ('TS', 'HTML', or a file name). */
  readonly label: string;
  /** The file's title: the header text, else the examples-relative path, else ''. */
  readonly name: string;
  /** Examples-relative path when the code was read from a file (`data-file`), else null. */
  readonly path: string | null;
  /** Language name as emitted by the build (`ts`, `html`, `css`, `shell`…). */
  readonly language: string;
  /** The code as copied: no removed diff lines, no prompts, no gap markers. */
  readonly code: string;
}

/**
 * Loads the live preview of an example; resolves to the element to show in the preview area
 * (or to nothing when the loader fills `element`'s preview some other way).
 *
 * `signal` aborts when the element leaves the page (it disconnects, e.g. on a client-side
 * navigation): the loader stops what it started for the preview (a runtime, a frame, requests).
 * An element put back on the page loads its preview again when it is next seen.
 */
export type PreviewLoader = (element: DocsCodeExample, files: readonly CodeExampleFile[], signal: AbortSignal) => Promise<HTMLElement | void>;

interface FileEntry {
  readonly figure: HTMLElement;
  readonly code: HTMLElement | null;
  readonly name: string;
  readonly path: string | null;
  readonly language: string;
  readonly titleNodes: readonly Node[];
  readonly ranges: readonly LineRange[] | null;
  /** Lines (and their newlines) hidden while collapsed. */
  readonly collapsible: readonly Element[];
  /** '...' markers shown while collapsed. */
  readonly gaps: readonly Element[];
}

const SHOWN_FIGURE = 'figure.docs-code-file';

/**
 * A code example. Enhances, in place, the light-DOM markup the docs build writes for code
 * (`<figure class="docs-code-file">` with a `<pre class="docs-code-pre">` of `span.line`s per
 * file): the figures and their `<pre>`s stay in the light DOM (styled by the page), and the
 * element adds a toolbar with the file title or, for several files, WAI-ARIA tabs (named by the
 * upper-cased extension, or the file name when extensions clash), a "Copy code" button with a
 * 2000 ms "Copied" / "Copy failed" indication (also announced), "Copy link" (`#example-N`),
 * a source link, "Expand" / "Collapse" for files with `data-visible-lines`, and "Show code" /
 * "Hide code" for `hide-code` examples. Without JavaScript the markup reads as plain code.
 *
 * Raw mode, for other sites: with no figure inside, the element's text is the code
 * (`<docs-code-example language="ts" header="app.ts">…</docs-code-example>`); the element builds
 * the same markup and highlights it with Prism, loaded lazily and only in this mode.
 *
 * The page must style the light-DOM code (`.docs-code-pre`, `.line`, `.token.*`); the element
 * adopts the few light-DOM rules it needs itself (hidden lines, gap markers).
 *
 * @tagname docs-code-example
 * @summary Code example viewer: copy, file tabs, collapsed lines, show/hide code, links, preview.
 *
 * @attr {boolean} multifile - Several files, shown as tabs (also implied by more than one figure).
 * @attr {boolean} linenums - Line numbers (the build sets `data-linenums` on figures; in raw mode this adds it).
 * @attr {boolean} shell - Shell example: prompt lines show a `$ ` (CSS only, never copied).
 * @attr {boolean} diff - Diff example: `+`/`-` gutter; removed lines are never copied.
 * @attr {boolean} prefer - "Prefer" verdict styling (page CSS).
 * @attr {boolean} avoid - "Avoid" verdict styling (page CSS).
 *
 * @fires {DocsCodeCopyEvent} docs-code-copy - After a copy attempt (`kind` 'code' | 'link', `text`, `success`). Bubbles, composed.
 * @fires {DocsCodeTabChangeEvent} docs-code-tab-change - The reader selected another file tab (`index`, `label`). Bubbles, composed.
 * @fires {DocsCodeToggleEvent} docs-code-toggle - Lines expanded/collapsed or code shown/hidden by the reader (`kind`, `open`). Bubbles, composed.
 *
 * @csspart toolbar - The bar above the code (title or tabs, then the actions).
 * @csspart title - The file title of a single-file example (the figcaption's content).
 * @csspart tablist - The tab list of a multi-file example.
 * @csspart tab - Each file tab; the selected one also has `tab-selected`.
 * @csspart tab-selected - The selected file tab.
 * @csspart actions - The group of buttons and links at the end of the toolbar.
 * @csspart copy-button - The "Copy code" button.
 * @csspart copy-link-button - The "Copy link" button.
 * @csspart source-link - The link to the example's source.
 * @csspart expand-button - The "Expand" / "Collapse" toggle.
 * @csspart code-toggle - The "Show code" / "Hide code" toggle.
 * @csspart feedback - The copy indication ("Copied", "Copy failed"; a polite live region).
 * @csspart preview - The preview area (`role="region"`, labelled "Preview").
 * @csspart code - The wrapper of the file panels (hidden while the code is hidden).
 * @csspart panel - Each file's panel (a `tabpanel` in multi-file examples).
 *
 * @cssprop [--docs-code-example-header-bg=var(--docs-code-header-bg, transparent)] - Toolbar background.
 * @cssprop [--docs-code-example-header-color=var(--docs-code-fg, inherit)] - Toolbar text colour.
 * @cssprop [--docs-code-example-border-color=var(--docs-code-border)] - Toolbar rule and button borders.
 * @cssprop [--docs-code-example-font=var(--docs-font-body, system-ui, sans-serif)] - Toolbar font.
 * @cssprop [--docs-code-example-accent=currentColor] - Underline of the selected tab.
 * @cssprop [--docs-code-example-success-color=var(--docs-code-inserted)] - "Copied" text colour.
 * @cssprop [--docs-code-example-failure-color=var(--docs-code-deleted)] - "Copy failed" text colour.
 * @cssprop [--docs-code-example-preview-min-height=6rem] - Height reserved for the preview.
 * @cssprop [--docs-code-example-preview-height=16rem] - Height of an iframe the preview loader puts in the preview area.
 * @cssprop [--docs-focus-ring-color=currentColor] - Colour of the keyboard focus outline.
 */
export class DocsCodeExample extends LitElement {
  static override styles = codeExampleStyles;

  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, slotAssignment: 'manual' };

  static override properties = {
    multifile: { type: Boolean, reflect: true },
    path: { type: String, reflect: true },
    preview: { type: Boolean, reflect: true },
    hideCode: { type: Boolean, reflect: true, attribute: 'hide-code' },
    hideCopy: { type: Boolean, reflect: true, attribute: 'hide-copy' },
    linenums: { type: Boolean, reflect: true },
    expanded: { type: Boolean, reflect: true },
    selectedIndex: { type: Number, attribute: 'selected-index' },
    language: { type: String },
    header: { type: String },
    sourceBase: { type: String, attribute: 'source-base' },
    feedbackDuration: { attribute: false },
  };

  /** Default duration of the copy indication, in ms (SPEC §9). */
  static copyFeedbackDuration = 2000;

  /** Default `sourceBase` for elements without a `source-base` attribute (e.g. set once by the site). */
  static defaultSourceBase = '';

  /**
   * Loads a live preview for `preview` examples when they scroll into view. The site sets it
   * (shell/article/code-example-setup.ts: the playground runtime); other pages may set their own.
   * Called once while the element is on the page; its `signal` aborts when the element leaves (and
   * an element put back loads its preview again).
   */
  static previewLoader: PreviewLoader | undefined = undefined;

  /** Several files shown as tabs (set by the build for `<docs-code-multifile>`). */
  declare multifile: boolean;
  /** The example path (for the source link and previews). */
  declare path: string;
  /** Reserve a preview area and load the preview lazily through `DocsCodeExample.previewLoader`. */
  declare preview: boolean;
  /** The code is hidden (starts hidden when set in the markup); a "Show code" button toggles it. */
  declare hideCode: boolean;
  /** No "Copy code" button. */
  declare hideCopy: boolean;
  /** Raw mode: show line numbers. */
  declare linenums: boolean;
  /** All lines shown (files with `data-visible-lines` start collapsed). */
  declare expanded: boolean;
  /** Index of the shown file (0-based). */
  declare selectedIndex: number;
  /** Raw mode: language of the text content (`ts`, `html`, `css`, `shell`…). */
  declare language: string;
  /** Raw mode: file title shown in the toolbar. */
  declare header: string;
  /** Base URL of the source link (`${sourceBase}/${path}`); empty → no source link. */
  declare sourceBase: string;
  /** Duration of the copy indication in ms (defaults to `DocsCodeExample.copyFeedbackDuration`). */
  declare feedbackDuration: number;

  #files: FileEntry[] = [];
  #labels: string[] = [];
  #enhanced = false;
  #codeToggle = false;
  #previewState: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  #previewNode: HTMLElement | undefined;
  #highlight: Promise<void> = Promise.resolve();

  /** Markup that arrives after the upgrade (streamed HTML, raw text set later) is enhanced once complete. */
  readonly #children: MutationController = new MutationController(this, {
    init: { childList: true, characterData: true, subtree: true },
    onMutation: () => {
      this.#enhance();
      if (!this.#enhanced) return;
      this.#children.disconnect();
      this.requestUpdate();
    },
  });
  /** Copy code / Copy link, and the timed "Copied" indication (its message). */
  readonly #clipboard = new ClipboardController<string>(this, { duration: () => this.feedbackDuration });
  /** Arrow keys, Home and End over the file tabs. */
  readonly #tabKeys = new KeyNavigationController(this, {
    count: () => this.#files.length,
    current: () => this.#selected(),
    onMove: (index) => this.#select(index, true),
  });

  constructor() {
    super();
    this.multifile = false;
    this.path = '';
    this.preview = false;
    this.hideCode = false;
    this.hideCopy = false;
    this.linenums = false;
    this.expanded = false;
    this.selectedIndex = 0;
    this.language = '';
    this.header = '';
    this.sourceBase = '';
    this.feedbackDuration = DocsCodeExample.copyFeedbackDuration;
    // Loads the preview when its region is first seen; the signal aborts when the element leaves.
    new VisibilityController(this, {
      target: () => (this.preview && this.#previewState === 'idle' ? this.renderRoot.querySelector('.preview') : null),
      onVisible: (signal) => void this.#loadPreview(signal),
    });
  }

  /** The example's files, in order (empty before the markup is enhanced). */
  get files(): readonly CodeExampleFile[] {
    return this.#files.map((file, i) => ({
      label: this.#labels[i] ?? '',
      name: file.name,
      path: file.path,
      language: file.language,
      code: file.code ? copyText(lineInfo(file.code)) : '',
    }));
  }

  /** Resolves when raw-mode highlighting has finished (at once for pre-rendered markup). */
  get highlightComplete(): Promise<void> {
    return this.#highlight;
  }

  /** The text "Copy code" copies: the shown file's code without removed lines or prompts. */
  get codeText(): string {
    return this.files[this.#selected()]?.code ?? '';
  }

  /** Copies the shown file's code to the clipboard; resolves to whether it worked. */
  copyCode(): Promise<boolean> {
    return this.#copy('code', this.codeText);
  }

  /** Copies the link to this example (`page URL without hash#id`); resolves to whether it worked. */
  copyLink(): Promise<boolean> {
    return this.#copy('link', anchorUrl(location.href, this.id));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#enhance();
    if (!this.#enhanced) this.#children.observe();
    if (!this.id) this.id = `example-${exampleIndex(this)}`;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (this.hideCode) this.#codeToggle = true;
    if (changed.has('expanded')) this.#applyCollapse();
  }

  protected override render() {
    if (!this.#enhanced) return html`<slot class="fallback"></slot>`;
    const multi = this.#isMulti();
    const selected = this.#selected();
    const file = this.#files[selected];
    const source = sourceUrl(this.sourceBase || DocsCodeExample.defaultSourceBase, this.path);
    const collapsible = this.#files.some((entry) => entry.gaps.length > 0);
    const feedback = this.#clipboard.feedback;
    return html`
      <div class="toolbar" part="toolbar">
        ${
          multi
            ? html`<div role="tablist" aria-label="Files" part="tablist" @keydown=${this.#tabKeys.onKeydown}>
                ${this.#labels.map(
                  (label, i) =>
                    html`<button
                      type="button"
                      role="tab"
                      id="tab-${i}"
                      part=${i === selected ? 'tab tab-selected' : 'tab'}
                      aria-selected=${i === selected ? 'true' : 'false'}
                      aria-controls="panel-${i}"
                      tabindex=${i === selected ? 0 : -1}
                      @click=${() => this.#select(i, false)}
                    >
                      ${label}
                    </button>`,
                )}
              </div>`
            : file && file.titleNodes.length > 0
              ? html`<div class="title" part="title">${file.titleNodes}</div>`
              : nothing
        }
        <div class="actions" part="actions">
          <span class="feedback" part="feedback" role="status" data-state=${feedback?.state ?? nothing}>${feedback?.detail ?? ''}</span>
          ${
            source
              ? html`<a class="action" part="source-link" href=${source} target="_blank" rel="noopener" aria-label="View source of ${this.path}">Source</a>`
              : nothing
          }
          <button type="button" class="action" part="copy-link-button" @click=${this.copyLink}>Copy link</button>
          ${
            this.#codeToggle
              ? html`<button
                  type="button"
                  class="action"
                  part="code-toggle"
                  aria-expanded=${this.hideCode ? 'false' : 'true'}
                  aria-controls="code"
                  @click=${this.#toggleCode}
                >
                  ${this.hideCode ? 'Show code' : 'Hide code'}
                </button>`
              : nothing
          }
          ${
            collapsible && !this.hideCode
              ? html`<button
                  type="button"
                  class="action"
                  part="expand-button"
                  aria-expanded=${this.expanded ? 'true' : 'false'}
                  aria-controls="code"
                  @click=${this.#toggleExpanded}
                >
                  ${this.expanded ? 'Collapse' : 'Expand'}
                </button>`
              : nothing
          }
          ${this.hideCopy || this.hideCode ? nothing : html`<button type="button" class="action" part="copy-button" @click=${this.copyCode}>Copy code</button>`}
        </div>
      </div>
      ${
        this.preview
          ? html`<div class="preview" part="preview" role="region" aria-label="Preview" aria-busy=${this.#previewState === 'loading' ? 'true' : 'false'}>
              ${this.#previewState === 'failed' ? html`<p>The preview could not be loaded.</p>` : (this.#previewNode ?? nothing)}
            </div>`
          : nothing
      }
      <div class="code" id="code" part="code" ?hidden=${this.hideCode}>
        ${this.#files.map(
          (_, i) =>
            html`<div
              class="panel"
              part="panel"
              id="panel-${i}"
              role=${multi ? 'tabpanel' : nothing}
              aria-labelledby=${multi ? `tab-${i}` : nothing}
              data-file-name=${multi ? (this.#labels[i] ?? nothing) : nothing}
              ?hidden=${i !== selected}
            >
              <slot></slot>
            </div>`,
        )}
      </div>
    `;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const root = this.renderRoot as ShadowRoot;
    if (!this.#enhanced) {
      const fallback = root.querySelector<HTMLSlotElement>('slot.fallback');
      fallback?.assign(...[...this.childNodes].filter((node): node is Element | Text => node instanceof Element || node instanceof Text));
      return;
    }
    root.querySelectorAll<HTMLSlotElement>('.panel > slot').forEach((slot, i) => {
      const figure = this.#files[i]?.figure;
      if (figure && slot.assignedNodes()[0] !== figure) slot.assign(figure);
    });
  }

  // ---------------------------------------------------------------- enhancement

  #enhance(): void {
    if (this.#enhanced) return;
    let figures = [...this.children].filter((child): child is HTMLElement => child.matches(SHOWN_FIGURE));
    let raw = false;
    if (figures.length === 0) {
      if (!(this.textContent ?? '').trim()) return;
      figures = [this.#buildRawFigure()];
      raw = true;
    }
    this.#enhanced = true;
    adoptLightStyles(this.getRootNode());
    this.#files = figures.map((figure) => readFigure(figure));
    this.#labels = tabNames(this.#files.map((file) => file.name || file.path || ''));
    if (this.#isMulti()) {
      for (const file of this.#files) file.figure.querySelector('figcaption')?.setAttribute('hidden', '');
    } else {
      this.#files[0]?.figure.querySelector('figcaption')?.setAttribute('hidden', '');
    }
    this.#applyCollapse();
    if (raw) this.#highlight = this.#highlightRaw(this.#files[0]);
  }

  #buildRawFigure(): HTMLElement {
    const language = resolveLanguage(this.language || 'text', hasGrammar);
    const shell = language.shell || this.hasAttribute('shell');
    const lines = normalizeRawCode(this.textContent ?? '')
      .split('\n')
      .map((text) => (shell && text.startsWith('$ ') ? { html: escapeText(text.slice(2)), prompt: true } : { html: escapeText(text) }));
    // The build's markup (every text escaped by the builder).
    this.innerHTML = codeFigureHtml({ language: language.id, lines, header: this.header || undefined, linenums: this.linenums });
    return this.firstElementChild as HTMLElement;
  }

  async #highlightRaw(file: FileEntry | undefined): Promise<void> {
    const code = file?.code;
    if (!code) return;
    const lines = [...code.children].filter((child) => child.classList.contains('line'));
    const text = lines.map((line) => line.textContent ?? '').join('\n');
    try {
      const tokens = await tokenize(text, file.language);
      if (!tokens) return;
      const htmlLines = tokensToLines(tokens);
      // Escaped by tokensToLines: every text piece is escaped.
      lines.forEach((line, i) => (line.innerHTML = htmlLines[i] ?? ''));
    } catch {
      // Prism failed to load: the plain text stays.
    }
  }

  #applyCollapse(): void {
    for (const file of this.#files) {
      for (const node of file.collapsible) toggleHidden(node, !this.expanded);
      for (const gap of file.gaps) toggleHidden(gap, this.expanded);
    }
  }

  // ---------------------------------------------------------------- behaviour

  #isMulti(): boolean {
    return this.multifile || this.#files.length > 1;
  }

  #selected(): number {
    const max = Math.max(0, this.#files.length - 1);
    const index = Number.isInteger(this.selectedIndex) ? this.selectedIndex : 0;
    return Math.min(Math.max(0, index), max);
  }

  #select(index: number, focus: boolean): void {
    const previous = this.#selected();
    this.selectedIndex = index;
    if (focus) {
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#tab-${index}`)?.focus());
    }
    if (index !== previous) {
      const change = new DocsCodeTabChangeEvent(index, this.#labels[index] ?? '');
      this.dispatchEvent(change);
    }
  }

  #toggleExpanded = (): void => {
    this.expanded = !this.expanded;
    const toggle = new DocsCodeToggleEvent('expanded', this.expanded);
    this.dispatchEvent(toggle);
  };

  #toggleCode = (): void => {
    this.hideCode = !this.hideCode;
    const toggle = new DocsCodeToggleEvent('code-shown', !this.hideCode);
    this.dispatchEvent(toggle);
  };

  async #copy(kind: CodeCopyKind, text: string): Promise<boolean> {
    const success = await this.#clipboard.copy(text, (ok) => (ok ? (kind === 'code' ? 'Copied' : 'Link copied') : 'Copy failed'));
    const copied = new DocsCodeCopyEvent(kind, text, success);
    this.dispatchEvent(copied);
    return success;
  }

  async #loadPreview(signal: AbortSignal): Promise<void> {
    const loader = DocsCodeExample.previewLoader;
    if (!loader || this.#previewState !== 'idle') return;
    this.#previewState = 'loading';
    // Leaving the page drops the preview: the loader disposed of it, and a return reloads it.
    signal.addEventListener(
      'abort',
      () => {
        this.#previewState = 'idle';
        this.#previewNode = undefined;
        this.requestUpdate();
      },
      { once: true },
    );
    this.requestUpdate();
    try {
      const node = await loader(this, this.files, signal);
      if (signal.aborted) return;
      if (node) this.#previewNode = node;
      this.#previewState = 'loaded';
    } catch {
      if (signal.aborted) return;
      this.#previewState = 'failed';
    }
    this.requestUpdate();
  }
}

// ---------------------------------------------------------------- helpers (DOM)

function toggleHidden(node: Element, hidden: boolean): void {
  if (hidden) node.setAttribute('hidden', '');
  else node.removeAttribute('hidden');
}

/** 1-based position of `element` among the docs-code-example elements of its root. */
function exampleIndex(element: Element): number {
  const root = element.getRootNode() as Document | ShadowRoot;
  const all: Element[] = typeof root.querySelectorAll === 'function' ? [...root.querySelectorAll('docs-code-example')] : [];
  const index = all.indexOf(element);
  return index === -1 ? 1 : index + 1;
}

function lineInfo(code: Element): CopyLine[] {
  return [...code.children].filter((child) => child.classList.contains('line')).map((line) => ({ text: line.textContent ?? '', classes: [...line.classList] }));
}

/** Text of a figcaption without the prefer/avoid verdict. */
function captionName(caption: Element | null): string {
  if (!caption) return '';
  const copy = caption.cloneNode(true) as Element;
  copy.querySelectorAll('.docs-code-verdict').forEach((verdict) => verdict.remove());
  return (copy.textContent ?? '').trim();
}

function readFigure(figure: HTMLElement): FileEntry {
  const caption = figure.querySelector(':scope > figcaption');
  const code = figure.querySelector<HTMLElement>('pre code');
  const path = figure.dataset.file ?? null;
  const ranges = parseVisibleLines(figure.dataset.visibleLines);
  const { collapsible, gaps } = code && ranges ? prepareCollapse(code, ranges) : { collapsible: [], gaps: [] };
  return {
    figure,
    code,
    name: captionName(caption) || (path ? baseName(path) : ''),
    path,
    language: figure.dataset.language ?? '',
    titleNodes: caption ? [...caption.childNodes].map((node) => node.cloneNode(true)) : [],
    ranges,
    collapsible,
    gaps,
  };
}

/**
 * Wraps the newline between lines in a span (so it can be hidden with its line) and inserts a
 * '...' marker line before each hidden range. Returns the nodes to hide while collapsed and the
 * markers to show then.
 */
function prepareCollapse(code: HTMLElement, ranges: readonly LineRange[]): { collapsible: Element[]; gaps: Element[] } {
  for (const node of [...code.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE && node.textContent === '\n') {
      const newline = document.createElement('span');
      newline.className = 'docs-code-nl';
      node.replaceWith(newline);
      newline.append(node);
    }
  }
  const lines = [...code.children].filter((child) => child.classList.contains('line'));
  const collapsible: Element[] = [];
  const gaps: Element[] = [];
  for (const segment of collapsedSegments(lines.length, ranges)) {
    if (segment.kind !== 'gap') continue;
    const first = lines[segment.start - 1];
    const gap = document.createElement('span');
    gap.className = `line ${GAP_CLASS}`;
    gap.textContent = '...';
    gaps.push(gap);
    const atEnd = segment.end === lines.length;
    if (atEnd) {
      first.before(gap);
    } else {
      const newline = document.createElement('span');
      newline.className = 'docs-code-nl';
      newline.textContent = '\n';
      first.before(gap, newline);
      gaps.push(newline);
    }
    for (let n = segment.start; n <= segment.end; n++) {
      const line = lines[n - 1];
      collapsible.push(line);
      const next = line.nextElementSibling;
      if (next?.classList.contains('docs-code-nl')) collapsible.push(next);
    }
  }
  return { collapsible, gaps };
}
