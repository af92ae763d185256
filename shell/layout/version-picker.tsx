import { useEffect, useState } from 'react';
import {
  builtInVersions,
  currentVersion,
  parseServerVersions,
  versionButtonLabel,
  versionModeFromHost,
  VERSIONS_URL,
  type DocsVersionMode,
  type VersionEntry,
} from '../lib/versions.ts';
import { siteConfig } from '../site.config.ts';
import { MenuButton } from './menu-button.tsx';

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

/** Version picker: the docs version mode from the host name; the list from versions.json, or the built-in one. */
export function VersionPicker() {
  const major = siteConfig.docsMajorVersion;
  const [mode, setMode] = useState<DocsVersionMode>('stable');
  const [versions, setVersions] = useState<VersionEntry[]>(() => builtInVersions(major));
  useEffect(() => setMode(versionModeFromHost(window.location.hostname)), []);

  const load = () => {
    void fetchServerVersions().then((list) => {
      if (list) setVersions(list);
    });
  };
  const current = currentVersion(versions, mode, major);
  const label = versionButtonLabel(mode, major);
  return (
    <MenuButton
      label={`Version ${label}, select a version`}
      className="docs-version-button"
      onPrepare={load}
      items={versions.map((entry) => (
        <a key={`${entry.displayName} ${entry.url}`} role="menuitem" href={entry.url} aria-current={entry === current ? 'true' : undefined}>
          {entry.displayName}
        </a>
      ))}
    >
      <span data-version-mode={mode}>{label}</span>
      <span aria-hidden="true" className="docs-version-caret" />
    </MenuButton>
  );
}
