/**
 * The version menu's items: loaded with the menu element at idle or on first use of the picker (not part
 * of the first load). Fetches the server's list once, when the picker is first used (GET versions.json, not cached; any
 * failure or wrong shape keeps the built-in list). Majors before v18 sit in an 'Older versions'
 * submenu (a nested `docs-menu`).
 */
import { useContext, useEffect, useId, useState } from 'react';
import { MenuUsedContext } from './menu-button.tsx';
import { builtInVersions, currentVersion, OLDER_VERSIONS_LABEL, parseServerVersions, splitOlderVersions, VERSIONS_URL, type VersionEntry } from './versions.ts';
import type { DocsVersionMode } from './version-mode.ts';
import { Menu } from '../react/menu.ts';

/** GET the server's list (not cached); any failure or wrong shape → null. */
async function fetchServerVersions(): Promise<VersionEntry[] | null> {
  try {
    const response = await fetch(VERSIONS_URL, { cache: 'no-store' });
    if (!response.ok) return null;
    return parseServerVersions(await response.json());
  } catch {
    return null;
  }
}

function VersionLink({ entry, current }: { entry: VersionEntry; current: VersionEntry | undefined }) {
  return (
    <a role="menuitem" href={entry.url} aria-current={entry === current ? 'true' : undefined}>
      {entry.displayName}
    </a>
  );
}

export function VersionMenuItems({ mode, major }: { mode: DocsVersionMode; major: number }) {
  const [versions, setVersions] = useState<VersionEntry[]>(() => builtInVersions(major));
  const olderId = useId();
  // Rendered closed at idle (menu-button.tsx): the list is fetched when the picker is first used.
  const used = useContext(MenuUsedContext);
  useEffect(() => {
    if (!used) return;
    let live = true;
    void fetchServerVersions().then((list) => {
      if (live && list) setVersions(list);
    });
    return () => {
      live = false;
    };
  }, [used]);

  const current = currentVersion(versions, mode, major);
  const { recent, older } = splitOlderVersions(versions);
  const key = (entry: VersionEntry) => `${entry.displayName} ${entry.url}`;
  return (
    <>
      {recent.map((entry) => (
        <VersionLink key={key(entry)} entry={entry} current={current} />
      ))}
      {older.length ? (
        <>
          <button type="button" role="menuitem" id={olderId} className="docs-submenu-item">
            {OLDER_VERSIONS_LABEL}
            <span aria-hidden="true" className="docs-submenu-caret" />
          </button>
          <Menu for={olderId} placement="right-start" aria-label={OLDER_VERSIONS_LABEL}>
            {older.map((entry) => (
              <VersionLink key={key(entry)} entry={entry} current={current} />
            ))}
          </Menu>
        </>
      ) : null}
    </>
  );
}
