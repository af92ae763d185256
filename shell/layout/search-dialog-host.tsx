// Loaded lazily by search-button.tsx (first hover/focus of the button, or the shortcut): the
// search dialog element, Lit, and the search backend (local engine or Algolia client).
import { useNavigate } from 'react-router';
import type { DocsSearchDialog, DocsSearchNavigateEvent } from '../../elements/search-dialog/index.ts';
import { createLocalBackend } from '../../elements/search-dialog/local/local-backend.ts';
import { SearchDialog } from '../react/search-dialog.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';

// Created when this module loads, i.e. only in the browser, on first interest in search. The Algolia
// client (and the module choosing between backends) loads only when Algolia is configured.
const backend = siteConfig.search?.algolia
  ? (await import('../../elements/search-dialog/create-backend.ts')).createSearchBackend(siteConfig.search)
  : createLocalBackend();

/** Starts loading what the first search needs (the local index; nothing for Algolia). */
export function prepareSearch(): void {
  void backend.prepare().catch(() => {});
}

export function SearchDialogHost({ dialogRef }: { dialogRef: (element: DocsSearchDialog | null) => void }) {
  const navigate = useNavigate();
  const onNavigate = (event: DocsSearchNavigateEvent) => {
    // Same-site paths navigate client-side; other http(s) URLs are left to the element (full load).
    if (!event.url.startsWith('/')) return;
    event.preventDefault();
    void navigate(event.url);
  };
  return <SearchDialog ref={dialogRef} backend={backend} siteOrigin={siteConfig.origin} onDocsSearchNavigate={onNavigate} />;
}
