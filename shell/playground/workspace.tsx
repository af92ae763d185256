/**
 * Editor + preview + console for the playground and tutorial routes. Loaded lazily (React.lazy) so
 * CodeMirror, the runtime and the TypeScript worker never reach other pages.
 *
 * `project` replaces every file when its `id` changes (template switch, tutorial step, reveal answer)
 * without recreating the editor or the runtime; edits are reported through `onFilesChange` and re-run
 * the preview after a short debounce.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { addFile, canDelete, deleteFile, sortPaths, validateNewFileName, type ProjectFiles } from '../../isomorphic/playground/files.ts';
import { PlaygroundRuntime, type ConsoleEntry, type Precompiled, type RunOutcome } from '../../playground-runtime/runtime.ts';
import { CodeEditor, preloadLanguage } from './code-editor.ts';
import { downloadProject } from './download.ts';
import { isSiteDark, watchSiteTheme } from './site-theme.ts';

export const RUN_DEBOUNCE_MS = 400;

export interface WorkspaceProject {
  id: string;
  files: ProjectFiles;
  /** File shown first; defaults to the first app file. */
  openFile?: string;
  /** Build-time compile output of `files`: the first run skips TypeScript while nothing changed. */
  compiled?: Precompiled['result'];
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

type RunStatus = { kind: 'idle' | 'running' } | { kind: 'ok'; ms: number } | { kind: 'error'; message: string };

function firstFile(project: WorkspaceProject): string {
  if (project.openFile && Object.hasOwn(project.files, project.openFile)) return project.openFile;
  const paths = sortPaths(Object.keys(project.files));
  return paths.find((p) => p.startsWith('src/app/') && p.endsWith('.ts')) ?? paths[0] ?? 'src/main.ts';
}

export default function Workspace({ project, onFilesChange, downloadName, readOnlyFiles = false, wrapLines = false }: WorkspaceProps) {
  const uid = useId();
  const editorHost = useRef<HTMLDivElement>(null);
  const previewHost = useRef<HTMLDivElement>(null);
  const editor = useRef<CodeEditor | undefined>(undefined);
  const runtime = useRef<PlaygroundRuntime | undefined>(undefined);
  const files = useRef<ProjectFiles>(project.files);
  const precompiled = useRef<Precompiled | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onChangeRef = useRef(onFilesChange);
  onChangeRef.current = onFilesChange;

  const [paths, setPaths] = useState(() => sortPaths(Object.keys(project.files)));
  const [active, setActive] = useState(() => firstFile(project));
  /** The file shown in the editor (read when the editor is created, a task after the first render). */
  const openPath = useRef(active);
  const [status, setStatus] = useState<RunStatus>({ kind: 'idle' });
  const [entries, setEntries] = useState<ConsoleEntry[]>([]);
  const [creating, setCreating] = useState(false);
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const helpId = `${uid}-editor-help`;
  const tabPanelId = `${uid}-editor-panel`;

  const run = () => {
    const rt = runtime.current;
    if (!rt) return;
    clearTimeout(timer.current);
    setStatus({ kind: 'running' });
    setEntries([]);
    void rt.run(files.current, precompiled.current).then((outcome: RunOutcome) => {
      // TypeScript (the largest download) starts once the first run is on screen, not before.
      setTimeout(() => rt.warmCompiler(), 0);
      if (outcome.superseded) return;
      if (outcome.problems.length) {
        setStatus({ kind: 'error', message: 'The code does not compile.' });
        setEntries(outcome.problems.map((text) => ({ level: 'error', text })));
      } else if (!outcome.ok) setStatus({ kind: 'error', message: outcome.error ?? 'The app failed.' });
      else setStatus({ kind: 'ok', ms: Math.round(outcome.compileMs + outcome.renderMs) });
    });
  };
  const runSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, RUN_DEBOUNCE_MS);
  };
  const update = (next: ProjectFiles) => {
    files.current = next;
    setPaths(sortPaths(Object.keys(next)));
    onChangeRef.current?.(next);
  };

  // Editor and runtime live as long as the workspace. The editor is created in a task of its own,
  // after React's commit (which also starts the first run): the page's load has two shorter tasks
  // instead of one long one that blocks input.
  useEffect(() => {
    const rt = new PlaygroundRuntime({
      host: previewHost.current!,
      onConsole: (entry) => setEntries((list) => [...list.slice(-199), entry]),
    });
    runtime.current = rt;
    rt.warmUp();
    let ed: CodeEditor | undefined;
    let stopWatching = () => {};
    let cancelled = false;
    let creating: ReturnType<typeof setTimeout> | undefined;
    const create = () => {
      ed = new CodeEditor(editorHost.current!, {
        dark: isSiteDark(),
        wrap: wrapLines,
        describedBy: helpId,
        onChange: (path, text) => {
          update({ ...files.current, [path]: text });
          runSoon();
        },
      });
      editor.current = ed;
      ed.load(files.current, openPath.current);
      const view = ed;
      stopWatching = watchSiteTheme((dark) => view.setDark(dark));
    };
    // The open file's language first (a small chunk), so the editor draws it highlighted once.
    void preloadLanguage(openPath.current).then(() => {
      if (!cancelled) creating = setTimeout(create, 0);
    });
    return () => {
      cancelled = true;
      clearTimeout(creating);
      clearTimeout(timer.current);
      stopWatching();
      rt.dispose();
      ed?.destroy();
      editor.current = undefined;
      runtime.current = undefined;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new project: swap every file, keep editor and runtime, run at once.
  useEffect(() => {
    files.current = project.files;
    precompiled.current = project.compiled ? { files: project.files, result: project.compiled } : undefined;
    const open = firstFile(project);
    openPath.current = open;
    setPaths(sortPaths(Object.keys(project.files)));
    setActive(open);
    setCreating(false);
    editor.current?.load(project.files, open);
    run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [project.id]);

  const openFile = (path: string) => {
    openPath.current = path;
    setActive(path);
    editor.current?.open(path);
  };

  const createFile = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewFileName(newName, Object.keys(files.current));
    if (problem) {
      setNameError(problem);
      return;
    }
    const { files: next, path } = addFile(files.current, newName);
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
    const next = deleteFile(files.current, path);
    editor.current?.remove(path);
    update(next);
    if (active === path) openFile(firstFile({ id: '', files: next }));
    runSoon();
  };

  const errorCount = entries.filter((e) => e.level === 'error').length;

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
            <button type="button" className="pg-button" onClick={() => void downloadProject(files.current, downloadName)}>
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
          <p role="status" className={`pg-status pg-status-${status.kind}`}>
            {status.kind === 'running' ? 'Running…' : status.kind === 'ok' ? `Rendered in ${status.ms} ms` : status.kind === 'error' ? status.message : ''}
          </p>
          <button type="button" className="pg-button" onClick={run}>
            Run again
          </button>
        </div>
        <div className="pg-preview" ref={previewHost} />
        <div className="pg-console">
          <h2 className="pg-pane-title">
            Console{' '}
            {errorCount ? (
              <span className="pg-badge">
                {errorCount} {errorCount === 1 ? 'error' : 'errors'}
              </span>
            ) : null}
          </h2>
          <ol className="pg-console-list" aria-label="Console output" tabIndex={0}>
            {entries.length === 0 ? <li className="pg-console-empty">No output.</li> : null}
            {entries.map((entry, index) => (
              <li key={index} className={`pg-console-entry pg-console-${entry.level}`}>
                <span className="docs-visually-hidden">{entry.level}: </span>
                {entry.text}
              </li>
            ))}
          </ol>
        </div>
      </section>
    </div>
  );
}
