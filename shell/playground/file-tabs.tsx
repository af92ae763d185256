/** The workspace's file tabs: a tablist over the one editor panel; Left and Right arrows move between tabs. */
import { fileLabel, neighbourTab } from './workspace-files.ts';

/** The id of a file's tab (the editor panel is labelled by the open file's). */
export const tabId = (uid: string, path: string) => `${uid}-tab-${path}`;

interface FileTabsProps {
  uid: string;
  paths: string[];
  active: string;
  panelId: string;
  onOpen: (path: string) => void;
}

export function FileTabs({ uid, paths, active, panelId, onOpen }: FileTabsProps) {
  return (
    <div role="tablist" aria-label="Files" className="pg-tabs">
      {paths.map((path) => (
        <button
          key={path}
          type="button"
          role="tab"
          id={tabId(uid, path)}
          className={path === active ? 'pg-tab pg-tab-active' : 'pg-tab'}
          aria-selected={path === active}
          aria-controls={panelId}
          tabIndex={path === active ? 0 : -1}
          onClick={() => onOpen(path)}
          onKeyDown={(event) => {
            const next = neighbourTab(paths, path, event.key);
            if (next) {
              event.preventDefault();
              onOpen(next);
              document.getElementById(tabId(uid, next))?.focus();
            }
          }}
        >
          {fileLabel(path)}
        </button>
      ))}
    </div>
  );
}
