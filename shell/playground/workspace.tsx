/**
 * Editor + preview + console for the playground and tutorial routes. Loaded lazily (React.lazy) so
 * CodeMirror, the runtime and the TypeScript worker never reach other pages.
 *
 * `project` replaces every file when its `id` changes (template switch, tutorial step, reveal answer)
 * without recreating the editor or the runtime; edits are reported through `onFilesChange` and re-run
 * the preview after a short debounce (the state lives in use-workspace.ts).
 */
import { useId, useRef } from 'react';
import { canDelete, type ProjectFiles } from '../../isomorphic/playground/files.ts';
import { ConsoleOutput } from './console-output.tsx';
import { FileTabs, tabId } from './file-tabs.tsx';
import { NewFileForm } from './new-file-form.tsx';
import { statusText } from './run-status.ts';
import { useWorkspace } from './use-workspace.ts';
import { fileLabel, type WorkspaceProject } from './workspace-files.ts';

export interface WorkspaceProps {
  project: WorkspaceProject;
  onFilesChange?: (files: ProjectFiles) => void;
  downloadName: string;
  /** Hide file creation/deletion (tutorial answers). */
  readOnlyFiles?: boolean;
  /** Wrap long lines in the editor (no sideways scrolling). */
  wrapLines?: boolean;
}

export default function Workspace({ project, onFilesChange, downloadName, readOnlyFiles = false, wrapLines = false }: WorkspaceProps) {
  const uid = useId();
  const editorHost = useRef<HTMLDivElement>(null);
  const previewHost = useRef<HTMLDivElement>(null);
  const helpId = `${uid}-editor-help`;
  const tabPanelId = `${uid}-editor-panel`;
  const { paths, active, openFile, removeFile, newFile, download, run, status, log, typeErrors } = useWorkspace(project, editorHost, previewHost, {
    onFilesChange,
    wrapLines,
    describedBy: helpId,
  });

  return (
    <div className="pg-workspace">
      <section className="pg-editor-pane" aria-label="Code">
        <div className="pg-toolbar">
          <FileTabs uid={uid} paths={paths} active={active} panelId={tabPanelId} onOpen={openFile} />
          <div className="pg-actions">
            {!readOnlyFiles ? (
              <button type="button" className="pg-button" onClick={newFile.toggle} aria-expanded={newFile.open}>
                New file
              </button>
            ) : null}
            {!readOnlyFiles && canDelete(active) ? (
              <button type="button" className="pg-button" onClick={() => removeFile(active)}>
                Delete <span className="pg-button-file">{fileLabel(active)}</span>
              </button>
            ) : null}
            <button type="button" className="pg-button" onClick={() => download(downloadName)}>
              Download zip
            </button>
          </div>
        </div>
        {newFile.open ? <NewFileForm uid={uid} form={newFile} /> : null}
        <div id={tabPanelId} role="tabpanel" aria-labelledby={tabId(uid, active)} className="pg-editor" ref={editorHost} />
        <p id={helpId} className="pg-help">
          Tab indents inside the editor. To leave the editor with the keyboard, press Escape, then Tab or Shift+Tab.
        </p>
      </section>
      <section className="pg-preview-pane" aria-label="Preview">
        <div className="pg-preview-header">
          <h2 className="pg-pane-title">Preview</h2>
          <p role="status" className={`pg-status pg-status-${status.kind}`}>
            {statusText(status)}
          </p>
          <button type="button" className="pg-button" onClick={run}>
            Run again
          </button>
        </div>
        <div className="pg-preview" ref={previewHost} />
        <ConsoleOutput log={log} typeErrors={typeErrors} />
      </section>
    </div>
  );
}
