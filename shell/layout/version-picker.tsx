import { useEffect, useState } from 'react';
import { versionButtonLabel, versionModeFromHost, type DocsVersionMode } from './version-mode.ts';
import { safeLazy } from '../navigation/safe-lazy.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';
import { MenuButton } from './menu-button.tsx';

/** The items load with the menu (at idle or on first use); versions.json is fetched on first use. */
const loadItems = () => import('./version-menu.tsx');
const VersionMenuItems = safeLazy(async () => (await loadItems()).VersionMenuItems);

/** Version picker: the docs version mode from the host name; the list from versions.json, or the built-in one. */
export function VersionPicker() {
  const major = siteConfig.docsMajorVersion;
  const [mode, setMode] = useState<DocsVersionMode>('stable');
  useEffect(() => setMode(versionModeFromHost(window.location.hostname)), []);

  const label = versionButtonLabel(mode, major);
  return (
    <MenuButton
      label={`Version ${label}, select a version`}
      className="docs-version-button"
      onPrepare={() => void loadItems().catch(() => {})}
      items={<VersionMenuItems mode={mode} major={major} />}
    >
      <span data-version-mode={mode}>{label}</span>
      <span aria-hidden="true" className="docs-version-caret" />
    </MenuButton>
  );
}
