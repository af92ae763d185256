/**
 * The workspace's CodeMirror editor as a hook. It is created in a task of its own after React's
 * commit (which also starts the first run), once the open file's language has loaded: the page's load
 * has two shorter tasks instead of one long one, and the file is drawn highlighted once.
 * The editor reads the files to show from `source` when it is created; later project changes go
 * through `editor.current.load`.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { ProjectFiles } from '../../isomorphic/playground/files.ts';
import { CodeEditor, preloadLanguage, type CodeEditorOptions } from './code-editor.ts';
import { isSiteDark, watchSiteTheme } from './site-theme.ts';

export interface EditorSource {
  files: ProjectFiles;
  path: string;
}

export function useCodeEditor(
  host: RefObject<HTMLElement | null>,
  source: RefObject<EditorSource>,
  options: Omit<CodeEditorOptions, 'dark'>,
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
    void preloadLanguage(source.current.path).then(() => {
      if (!cancelled) creating = setTimeout(create, 0);
    });
    return () => {
      cancelled = true;
      clearTimeout(creating);
      stopWatching();
      ed?.destroy();
      editor.current = undefined;
    };
  }, [host, source, wrap, describedBy]);

  return editor;
}
