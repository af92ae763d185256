/**
 * Editor + preview + console for the playground and tutorial routes. Loaded lazily (React.lazy) so
 * CodeMirror, the runtime and the TypeScript worker never reach other pages.
 *
 * `project` replaces every file when its `id` changes (template switch, tutorial step, reveal answer)
 * without recreating the editor or the runtime; edits are reported through `onFilesChange` and re-run
 * the preview after a short debounce.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { addFile, canDelete, deleteFile, sortPaths, validateNewFileName, type ProjectFiles } from '../../isomorphic/playground/files.ts';
import type { Precompiled } from '../../playground-runtime/runtime.ts';
import { errorCount } from './console-log.ts';
import { downloadProject } from './download.ts';
import { languageFeatures } from './language-features.ts';
import { statusText, type RunStatus } from './run-status.ts';
import { useCodeEditor, type EditorSource } from './use-code-editor.ts';
import { usePreviewRuntime } from './use-preview-runtime.ts';

export const RUN_DEBOUNCE_MS = 400;

export interface WorkspaceProject {
  id: string;
  files: ProjectFiles;
  /** File shown first; defaults to the first app file. */
  openFile?: string;
  /**
   * Build-time compile output and the files it was compiled from: runs skip TypeScript while the
   * files equal these (edited files are compiled, even when the project started from them).
   */
  precompiled?: Precompiled;
}

export interface WorkspaceProps {
  project: WorkspaceProject;
  onFilesChange?: (files: ProjectFiles) => void;
  downloadName: string;
  /** Hide file creation/deletion (tutorial answers). */
  readOnlyFiles?: boolean;
  /** Wrap long lines in the editor (no sideways scrolling). */
  wrapLines?: boolean;
}

export function firstFile(project: Pick<WorkspaceProject, 'files' | 'openFile'>): string {
  if (project.openFile && Object.hasOwn(project.files, project.openFile)) return project.openFile;
  const paths = sortPaths(Object.keys(project.files));
  return paths.find((p) => p.startsWith('src/app/') && p.endsWith('.ts')) ?? paths[0] ?? 'src/main.ts';
}

/** The status line: a run that rendered with type errors in the editor does not say "Rendered" alone. */
function shownStatus(status: RunStatus, typeErrors: number): RunStatus {
  if (status.kind !== 'ok' || typeErrors === 0) return status;
  return { kind: 'error', message: `Rendered in ${status.ms} ms, with ${typeErrors} type ${typeErrors === 1 ? 'error' : 'errors'} in the editor.` };
}

export default function Workspace({ project, onFilesChange, downloadName, readOnlyFiles = false, wrapLines = false }: WorkspaceProps) {
  const uid = useId();
  const editorHost = useRef<HTMLDivElement>(null);
  const previewHost = useRef<HTMLDivElement>(null);
  /** The files and the open file: what the editor shows and the preview runs. */
  const source = useRef<EditorSource>({ files: project.files, path: firstFile(project) });
  const precompiled = useRef<Precompiled | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loadedId = useRef<string | undefined>(undefined);
  const onChangeRef = useRef(onFilesChange);
  useEffect(() => {
    onChangeRef.current = onFilesChange;
  });

  const [paths, setPaths] = useState(() => sortPaths(Object.keys(project.files)));
  const [active, setActive] = useState(() => source.current.path);
  const [creating, setCreating] = useState(false);
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [typeErrors, setTypeErrors] = useState<Record<string, number>>({});
  const helpId = `${uid}-editor-help`;
  const tabPanelId = `${uid}-editor-panel`;

  const { status, log, run: runFiles, runtime } = usePreviewRuntime(previewHost);
  const run = useCallback(() => {
    clearTimeout(timer.current);
    runFiles(source.current.files, precompiled.current);
  }, [runFiles]);
  const runSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, RUN_DEBOUNCE_MS);
  }, [run]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A file's diagnostics can change when another file does (an import that now resolves): after every
  // change, the files that last had errors are checked again, so the badge and status never count stale errors.
  const typeErrorsRef = useRef(typeErrors);
  useEffect(() => {
    typeErrorsRef.current = typeErrors;
  });
  const recheck = useRef<(except?: string) => void>(() => {});
  /** Asks the editor to check the open file again (new template diagnostics; set once the editor exists). */
  const relint = useRef<() => void>(() => {});
  const update = useCallback((next: ProjectFiles, changed?: string) => {
    source.current = { ...source.current, files: next };
    setPaths(sortPaths(Object.keys(next)));
    onChangeRef.current?.(next);
    recheck.current(changed);
  }, []);

  const features = useMemo(
    () =>
      languageFeatures(
        () => runtime.current,
        () => source.current.files,
        (path, errors) => setTypeErrors((counts) => (counts[path] === errors ? counts : { ...counts, [path]: errors })),
        () => relint.current(),
      ),
    [runtime],
  );
  useEffect(() => {
    recheck.current = (except) => {
      for (const [path, count] of Object.entries(typeErrorsRef.current)) {
        const text = source.current.files[path];
        if (count > 0 && path !== except && text !== undefined) void features.diagnostics(path, text);
      }
    };
  }, [features]);
  const editor = useCodeEditor(editorHost, source, {
    wrap: wrapLines,
    describedBy: helpId,
    onChange: (path, text) => {
      update({ ...source.current.files, [path]: text }, path);
      runSoon();
    },
    ...features,
  });
  useEffect(() => {
    relint.current = () => editor.current?.relint();
  }, [editor]);

  // A new project: swap every file, keep editor and runtime, run at once.
  useEffect(() => {
    if (loadedId.current === project.id) return;
    loadedId.current = project.id;
    const open = firstFile(project);
    source.current = { files: project.files, path: open };
    precompiled.current = project.precompiled;
    setPaths(sortPaths(Object.keys(project.files)));
    setActive(open);
    setCreating(false);
    setTypeErrors({});
    editor.current?.load(project.files, open);
    run();
  }, [project, editor, run]);

  const openFile = (path: string) => {
    source.current = { ...source.current, path };
    setActive(path);
    editor.current?.open(path);
  };

  const createFile = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewFileName(newName, Object.keys(source.current.files));
    if (problem) {
      setNameError(problem);
      return;
    }
    const { files: next, path } = addFile(source.current.files, newName);
    editor.current?.add(path, '');
    update(next);
    setCreating(false);
    setNewName('');
    setNameError(null);
    openFile(path);
    editor.current?.focus();
  };

  const removeFile = (path: string) => {
    if (!canDelete(path)) return;
    const next = deleteFile(source.current.files, path);
    editor.current?.remove(path);
    update(next);
    setTypeErrors(({ [path]: _removed, ...rest }) => rest);
    if (active === path) openFile(firstFile({ files: next }));
    runSoon();
  };

  const typeErrorCount = Object.values(typeErrors).reduce((sum, n) => sum + n, 0);
  const errors = errorCount(log) + typeErrorCount;
  const shown = shownStatus(status, typeErrorCount);

  return (
    <div className="pg-workspace">
      <section className="pg-editor-pane" aria-label="Code">
        <div className="pg-toolbar">
          <div role="tablist" aria-label="Files" className="pg-tabs">
            {paths.map((path) => (
              <button
                key={path}
                type="button"
                role="tab"
                id={`${uid}-tab-${path}`}
                className={path === active ? 'pg-tab pg-tab-active' : 'pg-tab'}
                aria-selected={path === active}
                aria-controls={tabPanelId}
                tabIndex={path === active ? 0 : -1}
                onClick={() => openFile(path)}
                onKeyDown={(event) => {
                  const index = paths.indexOf(path);
                  const next = event.key === 'ArrowRight' ? paths[index + 1] : event.key === 'ArrowLeft' ? paths[index - 1] : undefined;
                  if (next) {
                    event.preventDefault();
                    openFile(next);
                    document.getElementById(`${uid}-tab-${next}`)?.focus();
                  }
                }}
              >
                {path.replace(/^src\//, '')}
              </button>
            ))}
          </div>
          <div className="pg-actions">
            {!readOnlyFiles ? (
              <button type="button" className="pg-button" onClick={() => setCreating((value) => !value)} aria-expanded={creating}>
                New file
              </button>
            ) : null}
            {!readOnlyFiles && canDelete(active) ? (
              <button type="button" className="pg-button" onClick={() => removeFile(active)}>
                Delete <span className="pg-button-file">{active.replace(/^src\//, '')}</span>
              </button>
            ) : null}
            <button type="button" className="pg-button" onClick={() => void downloadProject(source.current.files, downloadName)}>
              Download zip
            </button>
          </div>
        </div>
        {creating ? (
          <form className="pg-new-file" onSubmit={createFile}>
            <label>
              File name
              <input
                value={newName}
                autoFocus
                placeholder="app/item.ts"
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${uid}-name-error` : undefined}
                onChange={(event) => {
                  setNewName(event.target.value);
                  setNameError(null);
                }}
              />
            </label>
            <button type="submit" className="pg-button">
              Create
            </button>
            <button type="button" className="pg-button" onClick={() => setCreating(false)}>
              Cancel
            </button>
            {nameError ? (
              <p role="alert" id={`${uid}-name-error`} className="pg-field-error">
                {nameError}
              </p>
            ) : null}
          </form>
        ) : null}
        <div id={tabPanelId} role="tabpanel" aria-labelledby={`${uid}-tab-${active}`} className="pg-editor" ref={editorHost} />
        <p id={helpId} className="pg-help">
          Tab indents inside the editor. To leave the editor with the keyboard, press Escape, then Tab or Shift+Tab.
        </p>
      </section>
      <section className="pg-preview-pane" aria-label="Preview">
        <div className="pg-preview-header">
          <h2 className="pg-pane-title">Preview</h2>
          <p role="status" className={`pg-status pg-status-${shown.kind}`}>
            {statusText(shown)}
          </p>
          <button type="button" className="pg-button" onClick={run}>
            Run again
          </button>
        </div>
        <div className="pg-preview" ref={previewHost} />
        <div className="pg-console">
          <h2 className="pg-pane-title">
            Console{' '}
            {errors ? (
              <span className="pg-badge">
                {errors} {errors === 1 ? 'error' : 'errors'}
              </span>
            ) : null}
          </h2>
          <ol className="pg-console-list" aria-label="Console output" tabIndex={0}>
            {log.lines.length === 0 && typeErrorCount === 0 ? <li className="pg-console-empty">No output.</li> : null}
            {typeErrorCount ? (
              <li className="pg-console-entry pg-console-error pg-console-types">
                <span className="docs-visually-hidden">error: </span>
                {typeErrorCount} type {typeErrorCount === 1 ? 'error' : 'errors'}: see the underlined code in the editor (hover for the message).
              </li>
            ) : null}
            {log.dropped ? <li className="pg-console-dropped">{log.dropped} earlier lines not shown.</li> : null}
            {log.lines.map((entry, index) => (
              <li key={index} className={`pg-console-entry pg-console-${entry.level}`}>
                <span className="docs-visually-hidden">{entry.level}: </span>
                {entry.text}
                {entry.count > 1 ? <span className="pg-console-count"> ×{entry.count}</span> : null}
              </li>
            ))}
          </ol>
        </div>
      </section>
    </div>
  );
}
