/**
 * The editor's language features (diagnostics, completion with auto-import, hover) over the compile
 * worker's language service. Answers become CodeMirror objects here; hover DOM is built from text
 * (the type and the documentation's first line), never parsed as HTML.
 *
 * Template diagnostics (Angular's template type-check, isomorphic/playground/template-check.ts) come
 * from a worker of their own, started once TypeScript has answered and been quiet for a moment (nothing
 * of it loads before; later checks start beside TypeScript's), one check at a time for the latest files: a file's TypeScript diagnostics are returned at once,
 * with the template diagnostics of the last check whose text of that file is the one shown; when a
 * check ends, `refresh` asks the editor for the open file's diagnostics again and the counts change.
 */
import type { Completion, CompletionResult } from '@codemirror/autocomplete';
import type { Diagnostic } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import type { EditorCompletion, EditorDiagnostic, HoverInfo, TextEdit } from '../../isomorphic/playground/language-service.ts';
import type { ProjectFiles } from '../../isomorphic/playground/files.ts';
import type { PlaygroundRuntime } from '../../playground-runtime/runtime.ts';
import type { TemplateDiagnostics } from '../../isomorphic/playground/template-check.ts';

/** The `source` of template diagnostics in the editor (TypeScript's are `ts`). */
export const TEMPLATE_SOURCE = 'Angular template';

export interface LanguageFeatures {
  diagnostics: (path: string, text: string) => Promise<Diagnostic[]>;
  completions: (path: string, text: string, pos: number, explicit: boolean) => Promise<CompletionResult | null>;
  hover: (path: string, text: string, pos: number) => Promise<{ from: number; to: number; dom: () => HTMLElement } | null>;
}

export function hoverDom(info: HoverInfo): HTMLElement {
  const box = document.createElement('div');
  box.className = 'pg-hover';
  const type = document.createElement('code');
  type.className = 'pg-hover-type';
  type.textContent = info.type;
  box.append(type);
  if (info.doc) {
    const doc = document.createElement('p');
    doc.className = 'pg-hover-doc';
    doc.textContent = info.doc;
    box.append(doc);
  }
  if (info.link) {
    const link = document.createElement('a');
    link.className = 'pg-hover-link';
    link.href = info.link;
    link.target = '_blank';
    link.textContent = 'API reference';
    box.append(link);
  }
  return box;
}

const sameFiles = (a: ProjectFiles, b: ProjectFiles): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

const errorsIn = (found: readonly EditorDiagnostic[] | undefined) => found?.filter((d) => d.severity === 'error').length ?? 0;

/**
 * How long TypeScript's diagnostics must have been quiet (no question since its last answer) before the
 * template check's worker starts: its start (TypeScript, the type files and the compiler parsed again)
 * takes CPU for seconds, which the reader's first TypeScript answers should not share.
 */
export const TEMPLATE_START_MS = 1500;

/** Whether a project has something for the template check to check (a component). */
const hasComponent = (files: ProjectFiles) => Object.entries(files).some(([path, text]) => path.endsWith('.ts') && text.includes('@Component'));

/**
 * `runtime()` and `files()` are read at each call (the latest runtime and files); `onDiagnostics`
 * hears each file's error count (the console badge); `refresh` asks the editor to check the open
 * file again (new template diagnostics arrived).
 */
export function languageFeatures(
  runtime: () => PlaygroundRuntime | undefined,
  files: () => ProjectFiles,
  onDiagnostics: (path: string, errors: number) => void,
  refresh: () => void = () => {},
): LanguageFeatures {
  const withText = (path: string, text: string): ProjectFiles => ({ ...files(), [path]: text });
  /** TypeScript's error count of each file, last answer. */
  const tsErrors = new Map<string, number>();
  /** The last template check: the files it checked and what it found. */
  let templates: { files: ProjectFiles; found: TemplateDiagnostics } | undefined;
  /** Files of the check in progress, and of the one to run after it (the latest only). */
  let checking: ProjectFiles | undefined;
  let next: ProjectFiles | undefined;
  /** The template worker was started: from now on, template checks start beside TypeScript's. */
  let started = false;
  /** Until then: the timer that starts it once TypeScript has been quiet for TEMPLATE_START_MS. */
  let starting: ReturnType<typeof setTimeout> | undefined;

  /** The template diagnostics of a file, when the last check saw the text shown. */
  const templateFound = (path: string, text: string) => (templates && templates.files[path] === text ? (templates.found[path] ?? []) : []);

  function checkTemplates(project: ProjectFiles): void {
    if (!hasComponent(project)) return;
    if (checking ? sameFiles(checking, project) : templates && sameFiles(templates.files, project)) return;
    if (checking) {
      next = project;
      return;
    }
    const rt = runtime();
    if (!rt) return;
    checking = project;
    void rt
      .ask<TemplateDiagnostics>({ op: 'templates', files: project, path: '' })
      .then(
        (found) => {
          const before = templates;
          templates = { files: project, found: found ?? {} };
          const now = files();
          for (const path of new Set([...Object.keys(before?.found ?? {}), ...Object.keys(templates.found)])) {
            const text = now[path];
            if (text !== undefined) onDiagnostics(path, (tsErrors.get(path) ?? 0) + errorsIn(templateFound(path, text)));
          }
          refresh();
        },
        () => undefined, // the template worker failed: TypeScript's diagnostics go on
      )
      .finally(() => {
        checking = undefined;
        const latest = next;
        next = undefined;
        if (latest) checkTemplates(latest);
      });
  }

  async function diagnostics(path: string, text: string): Promise<Diagnostic[]> {
    const rt = runtime();
    if (!rt) return [];
    const asked = files();
    if (started) checkTemplates(withText(path, text));
    else clearTimeout(starting);
    let found: EditorDiagnostic[] = [];
    // An external template (`templateUrl`) has template diagnostics only.
    if (path.endsWith('.ts')) {
      try {
        found = await rt.ask<EditorDiagnostic[]>({ op: 'diagnostics', files: withText(path, text), path });
      } catch {
        return []; // the worker failed: the run's status says so
      }
    }
    tsErrors.set(path, errorsIn(found));
    const fromTemplates = templateFound(path, text);
    onDiagnostics(path, errorsIn(found) + errorsIn(fromTemplates));
    if (started) checkTemplates(withText(path, text));
    else {
      clearTimeout(starting);
      starting = setTimeout(() => {
        started = true;
        checkTemplates(files());
      }, TEMPLATE_START_MS);
    }
    // The project changed while the worker checked (e.g. the file an import names was created): the
    // count may be stale, so the file is checked again against the files as they are now.
    const now = files();
    if (now !== asked && now[path] !== undefined) void diagnostics(path, now[path]);
    return [
      ...found.map((d) => ({ from: d.from, to: d.to, severity: d.severity, message: d.message, source: 'ts' })),
      ...fromTemplates.map((d) => ({ from: d.from, to: d.to, severity: d.severity, message: d.message, source: TEMPLATE_SOURCE })),
    ];
  }
  return {
    diagnostics,
    async completions(path, text, pos) {
      const rt = runtime();
      if (!rt) return null;
      const answer = await rt
        .ask<{ from: number; options: EditorCompletion[] } | null>({ op: 'completions', files: withText(path, text), path, pos })
        .catch(() => null);
      if (!answer) return null;
      const options: Completion[] = answer.options.map((option) => ({
        label: option.label,
        type: option.type,
        detail: option.source,
        boost: option.source ? -1 : 0,
        apply: option.source ? (view, completion, from, to) => applyWithImport(view, rt, files(), path, option, from, to) : undefined,
      }));
      return { from: answer.from, options };
    },
    async hover(path, text, pos) {
      const rt = runtime();
      if (!rt) return null;
      const info = await rt.ask<HoverInfo | null>({ op: 'hover', files: withText(path, text), path, pos }).catch(() => null);
      return info ? { from: info.from, to: info.to, dom: () => hoverDom(info) } : null;
    },
  };
}

/**
 * Inserts the name at once, then adds the import line the language service computed for the text
 * before the insertion (its positions mapped through the insertion; dropped if the reader typed on).
 */
function applyWithImport(view: EditorView, rt: PlaygroundRuntime, files: ProjectFiles, path: string, option: EditorCompletion, from: number, to: number): void {
  const before = view.state.doc;
  const text = before.toString();
  const insertion = view.state.update({
    changes: { from, to, insert: option.label },
    selection: { anchor: from + option.label.length },
    userEvent: 'input.complete',
  });
  view.dispatch(insertion);
  void rt
    .ask<TextEdit[]>({ op: 'import', files: { ...files, [path]: text }, path, pos: to, name: option.label, source: option.source!, data: option.data })
    .then((edits) => {
      if (!edits.length || view.state.doc !== insertion.state.doc) return;
      view.dispatch({
        changes: edits.map((edit) => ({ from: insertion.changes.mapPos(edit.from), to: insertion.changes.mapPos(edit.to), insert: edit.insert })),
      });
    })
    .catch(() => undefined);
}
