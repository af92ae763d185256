/**
 * The workspace's state: the files (what the editor shows and the preview runs), the open file, the
 * runs and the file operations. `project` replaces every file when its `id` changes (template switch,
 * tutorial step, reveal answer) without recreating the editor or the runtime; edits are reported
 * through `onFilesChange` and re-run the preview after a short debounce.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { addFile, canDelete, deleteFile, type ProjectFiles } from '../../isomorphic/playground/files.ts';
import type { Precompiled } from '../../playground-runtime/runtime.ts';
import type { ConsoleLog } from './console-log.ts';
import { downloadProject } from './download.ts';
import { shownStatus, type RunStatus } from './run-status.ts';
import { useCodeEditor, type EditorSource } from './use-code-editor.ts';
import { useNewFile, type NewFile } from './use-new-file.ts';
import { usePreviewRuntime } from './use-preview-runtime.ts';
import { useTypeErrors } from './use-type-errors.ts';
import { filePaths, firstFile, type WorkspaceProject } from './workspace-files.ts';

export const RUN_DEBOUNCE_MS = 400;

export interface WorkspaceOptions {
  onFilesChange?: (files: ProjectFiles) => void;
  wrapLines: boolean;
  /** Id of the editor's help text. */
  describedBy: string;
}

export interface WorkspaceState {
  /** The files' paths, in tab order. */
  paths: string[];
  /** The open file. */
  active: string;
  openFile: (path: string) => void;
  removeFile: (path: string) => void;
  newFile: NewFile;
  download: (name: string) => void;
  /** Run the current files now. */
  run: () => void;
  /** The status line, counting the editor's type errors. */
  status: RunStatus;
  log: ConsoleLog;
  typeErrors: number;
}

export function useWorkspace(
  project: WorkspaceProject,
  editorHost: RefObject<HTMLElement | null>,
  previewHost: RefObject<HTMLElement | null>,
  { onFilesChange, wrapLines, describedBy }: WorkspaceOptions,
): WorkspaceState {
  /** The files and the open file: what the editor shows and the preview runs. */
  const source = useRef<EditorSource>({ files: project.files, path: firstFile(project) });
  const precompiled = useRef<Precompiled | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loadedId = useRef<string | undefined>(undefined);
  const onChangeRef = useRef(onFilesChange);
  useEffect(() => {
    onChangeRef.current = onFilesChange;
  });
  const [paths, setPaths] = useState(() => filePaths(project.files));
  const [active, setActive] = useState(() => source.current.path);

  const { status, log, run: runFiles, runtime, firstRun } = usePreviewRuntime(previewHost);
  const run = useCallback(() => {
    clearTimeout(timer.current);
    runFiles(source.current.files, precompiled.current);
  }, [runFiles]);
  const runSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, RUN_DEBOUNCE_MS);
  }, [run]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const typeErrors = useTypeErrors(runtime, source);
  const { recheck, clear: clearTypeErrors, forget } = typeErrors;
  const update = useCallback(
    (next: ProjectFiles, changed?: string) => {
      source.current = { ...source.current, files: next };
      setPaths(filePaths(next));
      onChangeRef.current?.(next);
      recheck(changed);
    },
    [recheck],
  );
  const editor = useCodeEditor(
    editorHost,
    source,
    {
      wrap: wrapLines,
      describedBy,
      onChange: (path, text) => {
        update({ ...source.current.files, [path]: text }, path);
        runSoon();
      },
      ...typeErrors.features,
    },
    firstRun,
  );
  const relintRef = typeErrors.relint;
  useEffect(() => {
    relintRef.current = () => editor.current?.relint();
  }, [editor, relintRef]);

  const openFile = (path: string) => {
    source.current = { ...source.current, path };
    setActive(path);
    editor.current?.open(path);
  };
  const newFile = useNewFile(
    () => Object.keys(source.current.files),
    (name) => {
      const { files: next, path } = addFile(source.current.files, name);
      editor.current?.add(path, '');
      update(next);
      openFile(path);
      editor.current?.focus();
    },
  );
  const { close: closeNewFile } = newFile;

  // A new project: swap every file, keep editor and runtime, run at once.
  useEffect(() => {
    if (loadedId.current === project.id) return;
    loadedId.current = project.id;
    const open = firstFile(project);
    source.current = { files: project.files, path: open };
    precompiled.current = project.precompiled;
    setPaths(filePaths(project.files));
    setActive(open);
    closeNewFile();
    clearTypeErrors();
    editor.current?.load(project.files, open);
    run();
  }, [project, editor, run, closeNewFile, clearTypeErrors]);

  const removeFile = (path: string) => {
    if (!canDelete(path)) return;
    const next = deleteFile(source.current.files, path);
    editor.current?.remove(path);
    update(next);
    forget(path);
    if (active === path) openFile(firstFile({ files: next }));
    runSoon();
  };

  return {
    paths,
    active,
    openFile,
    removeFile,
    newFile,
    download: (name) => void downloadProject(source.current.files, name),
    run,
    status: shownStatus(status, typeErrors.total),
    log,
    typeErrors: typeErrors.total,
  };
}
