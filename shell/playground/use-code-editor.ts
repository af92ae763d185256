/**
 * The workspace's CodeMirror editor as a hook. It is created in a task of its own once the open file's
 * language has loaded and the first run has ended (`after`, at most EDITOR_WAIT_MS): creating the
 * view is the page's longest task, and on a busy machine it competed with the first preview's start
 * and delayed the page's handling of its result. The file is drawn highlighted once.
 * The editor reads the files to show from `source` when it is created; later project changes go
 * through `editor.current.load`.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { ProjectFiles } from '../../isomorphic/playground/files.ts';
import { CodeEditor, preloadLanguage, type CodeEditorOptions } from './code-editor.ts';
import { isSiteDark, watchSiteTheme } from './site-theme.ts';

/** The longest the editor waits for `after` (a first run that takes long still gets its editor). */
export const EDITOR_WAIT_MS = 1500;

export interface EditorSource {
  files: ProjectFiles;
  path: string;
}

export function useCodeEditor(
  host: RefObject<HTMLElement | null>,
  source: RefObject<EditorSource>,
  options: Omit<CodeEditorOptions, 'dark'>,
  after: Promise<unknown> = Promise.resolve(),
): RefObject<CodeEditor | undefined> {
  const editor = useRef<CodeEditor | undefined>(undefined);
  // The latest callbacks, read when called: the editor is not recreated when they change.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { wrap, describedBy } = options;

  useEffect(() => {
    let ed: CodeEditor | undefined;
    let stopWatching = () => {};
    let cancelled = false;
    let creating: ReturnType<typeof setTimeout> | undefined;
    const create = () => {
      ed = new CodeEditor(host.current!, {
        dark: isSiteDark(),
        wrap,
        describedBy,
        onChange: (path, text) => latest.current.onChange(path, text),
        onFocus: () => latest.current.onFocus?.(),
        diagnostics: (path, text) => latest.current.diagnostics?.(path, text) ?? Promise.resolve([]),
        completions: (path, text, pos, explicit) => latest.current.completions?.(path, text, pos, explicit) ?? Promise.resolve(null),
        hover: (path, text, pos) => latest.current.hover?.(path, text, pos) ?? Promise.resolve(null),
      });
      editor.current = ed;
      ed.load(source.current.files, source.current.path);
      const view = ed;
      stopWatching = watchSiteTheme((dark) => view.setDark(dark));
    };
    let waited: ReturnType<typeof setTimeout> | undefined;
    const waitCap = new Promise<void>((resolve) => (waited = setTimeout(resolve, EDITOR_WAIT_MS)));
    void Promise.all([preloadLanguage(source.current.path), Promise.race([after, waitCap])]).then(() => {
      clearTimeout(waited);
      if (!cancelled) creating = setTimeout(create, 0);
    });
    return () => {
      cancelled = true;
      clearTimeout(waited);
      clearTimeout(creating);
      stopWatching();
      ed?.destroy();
      editor.current = undefined;
    };
  }, [host, source, wrap, describedBy, after]);

  return editor;
}
