/**
 * CodeMirror 6 for the playground: one view, one EditorState per file (so each keeps its undo
 * history), languages loaded on demand, a light and a dark theme following the site.
 * Tab indents (indentWithTab); Escape then Tab moves focus out (CodeMirror's tab-focus mode), so the
 * editor is no keyboard trap.
 *
 * The view lives in a shadow root: CodeMirror then installs its styles as constructable stylesheets
 * (adoptedStyleSheets) instead of <style> elements, which the page's CSP (`style-src 'self'`) blocks.
 */
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { indentWithTab } from '@codemirror/commands';
import { HighlightStyle, syntaxHighlighting, type LanguageSupport } from '@codemirror/language';
import { Compartment, EditorState, StateEffect, type Extension } from '@codemirror/state';
import { forceLinting, linter, type Diagnostic } from '@codemirror/lint';
import { EditorView, hoverTooltip, keymap, type Tooltip } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { basicSetup } from 'codemirror';
import { languageOf, type ProjectFiles } from '../../isomorphic/playground/files.ts';

const darkColors = EditorView.theme(
  {
    '&': { color: '#ececf1', backgroundColor: '#17171d' },
    '.cm-content': { caretColor: '#ffffff' },
    '.cm-cursor, .cm-dropCursor': { borderLeftColor: '#ffffff' },
    '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: '#3d3d52' },
    '.cm-gutters': { backgroundColor: '#17171d', color: '#a9a9b8', borderRight: '1px solid #383842' },
    '.cm-activeLine': { backgroundColor: '#ffffff0d' },
    '.cm-activeLineGutter': { backgroundColor: '#ffffff14', color: '#ececf1' },
    '.cm-tooltip': { backgroundColor: '#23232c', color: '#ececf1', border: '1px solid #383842' },
  },
  { dark: true },
);

const darkHighlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.controlKeyword, tags.moduleKeyword, tags.operatorKeyword], color: '#ff9ac1' },
  { tag: [tags.string, tags.special(tags.string), tags.attributeValue], color: '#b5e8a0' },
  { tag: [tags.number, tags.bool, tags.null], color: '#ffc988' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: '#a9a9b8', fontStyle: 'italic' },
  { tag: [tags.typeName, tags.className, tags.tagName], color: '#8fd3ff' },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: '#d7b8ff' },
  { tag: [tags.attributeName, tags.propertyName], color: '#ffd7a8' },
  { tag: tags.definition(tags.variableName), color: '#ececf1' },
  { tag: tags.invalid, color: '#ff6b6b' },
]);

const lightTheme = EditorView.theme({ '&': { backgroundColor: '#ffffff', color: '#1b1b22' } }, { dark: false });

/**
 * Light token colours, each at least 4.5:1 on white (CodeMirror's default style, which applies
 * otherwise, draws template strings in #e40: about 3:1, an axe failure).
 */
const lightHighlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.controlKeyword, tags.moduleKeyword, tags.operatorKeyword], color: '#8b1a5a' },
  { tag: [tags.string, tags.special(tags.string), tags.attributeValue], color: '#1f6b2a' },
  { tag: [tags.number, tags.bool, tags.null], color: '#8a4b00' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: '#5f5f6b', fontStyle: 'italic' },
  { tag: [tags.typeName, tags.className, tags.tagName], color: '#005a9e' },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: '#6a32a8' },
  { tag: [tags.attributeName, tags.propertyName], color: '#7a4a00' },
  { tag: tags.invalid, color: '#c00000' },
]);

/** Fills the host element; fonts come from the page. */
const layout = EditorView.theme({
  '&': { flex: '1 1 auto', minHeight: '0', height: '100%' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace', lineHeight: '1.5' },
  // Language-service hover (language-features.ts#hoverDom); inside the shadow root, so styled here.
  '.pg-hover': { maxWidth: '36rem', padding: '6px 8px', fontSize: '0.875rem' },
  '.pg-hover-type': { display: 'block', whiteSpace: 'pre-wrap', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
  '.pg-hover-doc': { margin: '4px 0 0' },
  '.pg-hover-link': { display: 'inline-block', marginTop: '4px', color: 'inherit', textDecoration: 'underline' },
});

const themeExtension = (dark: boolean): Extension =>
  dark ? [darkColors, syntaxHighlighting(darkHighlight)] : [lightTheme, syntaxHighlighting(lightHighlight)];

const languageCache = new Map<string, Promise<LanguageSupport | undefined>>();
/** Languages already loaded, by kind: a file opened after its language loaded is highlighted in one go. */
const loadedLanguages = new Map<string, LanguageSupport | undefined>();

/** Loads the language of a file the first time it is needed (each is its own chunk). */
function loadLanguage(path: string): Promise<LanguageSupport | undefined> {
  const kind = languageOf(path);
  let pending = languageCache.get(kind);
  if (!pending) {
    if (kind === 'typescript') pending = import('@codemirror/lang-javascript').then((m) => m.javascript({ typescript: true }));
    else if (kind === 'html') pending = import('@codemirror/lang-html').then((m) => m.html({ selfClosingTags: true }));
    else if (kind === 'css') pending = import('@codemirror/lang-css').then((m) => m.css());
    else if (kind === 'json') pending = import('@codemirror/lang-javascript').then((m) => m.javascript());
    else pending = Promise.resolve(undefined);
    pending = pending.then((support) => {
      loadedLanguages.set(kind, support);
      return support;
    });
    languageCache.set(kind, pending);
  }
  return pending;
}

/**
 * Starts loading the language of a file ahead of the editor: the editor then opens it highlighted in
 * one render instead of drawing it plain and again once the language arrives.
 */
export function preloadLanguage(path: string): Promise<unknown> {
  return loadLanguage(path).catch(() => undefined);
}

export interface CodeEditorOptions {
  onChange: (path: string, text: string) => void;
  /** id of the text that explains how to leave the editor with the keyboard. */
  describedBy?: string;
  dark: boolean;
  /** Wrap long lines instead of scrolling sideways (narrow, fixed-size editors such as the home page's). */
  wrap?: boolean;
  /** The reader focused the editor (the language service may start now). */
  onFocus?: () => void;
  /**
   * Problems in a TypeScript file (language service) or an HTML file (template check); asked for after
   * edits, once `activate()` was called.
   */
  diagnostics?: (path: string, text: string) => Promise<Diagnostic[]>;
  completions?: (path: string, text: string, pos: number, explicit: boolean) => Promise<CompletionResult | null>;
  /** Hover text for a position: DOM built from text, never HTML. */
  hover?: (path: string, text: string, pos: number) => Promise<{ from: number; to: number; dom: () => HTMLElement } | null>;
}

/** Asks the linter for a check now (activation, `relint`). */
const relintEffect = StateEffect.define<null>();

/** How long after the last keystroke the editor asks for diagnostics. */
export const LINT_DELAY_MS = 250;

export class CodeEditor {
  readonly view: EditorView;
  #states = new Map<string, EditorState>();
  /** Files loaded but not opened yet: their state is created when first opened (less work up front). */
  #texts = new Map<string, string>();
  #path = '';
  #dark: boolean;
  #language = new Compartment();
  #theme = new Compartment();
  #label = new Compartment();
  #options: CodeEditorOptions;
  /** Language features answer only once the reader focused or edited (nothing loads before). */
  #active = false;

  constructor(parent: HTMLElement, options: CodeEditorOptions) {
    this.#options = options;
    this.#dark = options.dark;
    const root = parent.shadowRoot ?? parent.attachShadow({ mode: 'open' });
    this.view = new EditorView({ parent: root, root });
  }

  get path(): string {
    return this.#path;
  }

  /** Replaces every file (a new project, a tutorial step, the answer); opens `path`. */
  load(files: ProjectFiles, path: string): void {
    this.#states.clear();
    this.#texts = new Map(Object.entries(files));
    this.open(path);
  }

  /** Shows a file (created empty when the editor does not know it). */
  open(path: string): void {
    let state = this.#states.get(path);
    if (!state) {
      state = this.#createState(path, this.#texts.get(path) ?? '');
      this.#states.set(path, state);
      this.#texts.delete(path);
    }
    this.#path = path;
    const kind = languageOf(path);
    const effects = [this.#theme.reconfigure(themeExtension(this.#dark)), this.#label.reconfigure(this.#attributes(path))];
    if (loadedLanguages.has(kind)) effects.push(this.#language.reconfigure(loadedLanguages.get(kind) ?? []));
    this.view.setState(state.update({ effects }).state);
    if (loadedLanguages.has(kind)) return;
    void loadLanguage(path).then((support) => {
      if (support && this.#path === path) this.view.dispatch({ effects: this.#language.reconfigure(support) });
    });
  }

  add(path: string, text: string): void {
    this.#states.delete(path);
    this.#texts.set(path, text);
  }

  remove(path: string): void {
    this.#states.delete(path);
    this.#texts.delete(path);
  }

  setDark(dark: boolean): void {
    this.#dark = dark;
    this.view.dispatch({ effects: this.#theme.reconfigure(themeExtension(dark)) });
  }

  focus(): void {
    this.view.focus();
  }

  /** Starts the language features (diagnostics now, completion and hover on demand). */
  activate(): void {
    if (this.#active) return;
    this.#active = true;
    this.#lintNow();
  }

  /** Asks for the open file's diagnostics again (e.g. after another file changed). */
  relint(): void {
    if (this.#active) this.#lintNow();
  }

  /**
   * The first check ran (answering nothing) when the editor was created, before activation; a check
   * is due again only after an edit, so one is asked for here (the effect) and run at once.
   */
  #lintNow(): void {
    this.view.dispatch({ effects: relintEffect.of(null) });
    forceLinting(this.view);
  }

  destroy(): void {
    this.view.destroy();
  }

  #attributes(path: string): Extension {
    // tabindex 0: the editable content is focusable already; said explicitly, assistive checks (axe
    // scrollable-region-focusable) also see that the scrolling `.cm-scroller` holds keyboard-reachable content.
    const attrs: Record<string, string> = { 'aria-label': `Code editor: ${path}`, tabindex: '0' };
    if (this.#options.describedBy) attrs['aria-describedby'] = this.#options.describedBy;
    return EditorView.contentAttributes.of(attrs);
  }

  #languageFeatures(path: string): Extension {
    const typescript = /\.ts$/.test(path) && !path.endsWith('.d.ts');
    // An HTML file may be a component's external template: it gets the template diagnostics.
    if (!typescript && !path.endsWith('.html')) return [];
    const options = this.#options;
    const extensions: Extension[] = [];
    if (options.diagnostics) {
      const source = options.diagnostics;
      extensions.push(
        linter((view) => (this.#active ? source(path, view.state.doc.toString()) : []), {
          delay: LINT_DELAY_MS,
          // The worker answers for the text it was given: stale answers are dropped by CodeMirror.
          // `forceLinting` alone only hurries a check already due: activation and `relint` also ask for one.
          needsRefresh: (update) => update.transactions.some((tr) => tr.effects.some((effect) => effect.is(relintEffect))),
        }),
      );
    }
    if (!typescript) return extensions;
    if (options.completions) {
      const source = options.completions;
      const autocomplete = (context: CompletionContext): Promise<CompletionResult | null> | null => {
        if (!context.explicit && !context.matchBefore(/[\w$.]$/)) return null;
        this.activate();
        return source(path, context.state.doc.toString(), context.pos, context.explicit);
      };
      // One function for the state's lifetime: CodeMirror matches a finished query to its source by
      // identity, and a source created anew at each lookup made it restart the query forever (no list).
      const data = [{ autocomplete }];
      extensions.push(EditorState.languageData.of(() => data));
    }
    if (options.hover) {
      const source = options.hover;
      extensions.push(
        hoverTooltip(async (view, pos): Promise<Tooltip | null> => {
          if (!this.#active) return null;
          const info = await source(path, view.state.doc.toString(), pos);
          if (!info) return null;
          return { pos: info.from, end: info.to, above: true, create: () => ({ dom: info.dom() }) };
        }),
      );
    }
    return extensions;
  }

  #createState(path: string, text: string): EditorState {
    return EditorState.create({
      doc: text,
      extensions: [
        basicSetup,
        layout,
        keymap.of([indentWithTab]),
        this.#language.of([]),
        this.#theme.of(themeExtension(this.#dark)),
        this.#label.of(this.#attributes(path)),
        this.#options.wrap ? EditorView.lineWrapping : [],
        this.#languageFeatures(path),
        // A focus event (not only CodeMirror's focus tracking, which also asks whether the window has focus).
        EditorView.domEventHandlers({
          focus: () => {
            this.#options.onFocus?.();
            this.activate();
          },
        }),
        EditorView.updateListener.of((update) => {
          if (update.focusChanged && update.view.hasFocus) {
            this.#options.onFocus?.();
            this.activate();
          }
          if (!update.docChanged) return;
          this.activate();
          this.#states.set(path, update.state);
          this.#options.onChange(path, update.state.doc.toString());
        }),
      ],
    });
  }
}
