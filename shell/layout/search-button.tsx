import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { DocsSearchDialog } from '../../elements/search-dialog/index.ts';
import { ariaKeyShortcuts, isApplePlatform, isSearchShortcut, shortcutLabel } from '../../elements/search-dialog/shortcut.ts';
import { bufferKeystrokes } from '../../elements/search-dialog/typeahead.ts';
import { OPEN_SEARCH_EVENT } from '../navigation/missing-path.ts';

type HostModule = typeof import('./search-dialog-host.tsx');
type Host = ComponentType<{ dialogRef: (element: DocsSearchDialog | null) => void }>;

let hostModule: Promise<HostModule> | undefined;
/** The dialog, Lit and the search backend: loaded on first interest, not with the page. */
const loadHost = () => (hostModule ??= import('./search-dialog-host.tsx'));

/**
 * The search button of the primary navigation, and the Cmd/Ctrl K shortcut (spec §2, §4). The
 * dialog loads on the first hover or focus of the button, or on the shortcut; it closes when the
 * page changes.
 */
export function SearchButton({ pathname }: { pathname: string }) {
  const [apple, setApple] = useState<boolean | null>(null);
  const [Host, setHost] = useState<Host | null>(null);
  const dialog = useRef<DocsSearchDialog | null>(null);
  /** When the dialog was last opened, and when it last started a navigation (opening a result). */
  const openedAt = useRef(0);
  const resultOpenedAt = useRef<number | undefined>(undefined);
  const waiting = useRef<((element: DocsSearchDialog) => void)[]>([]);

  const onResult = useCallback(() => (resultOpenedAt.current = performance.now()), []);
  const dialogRef = useCallback(
    (element: DocsSearchDialog | null) => {
      dialog.current?.removeEventListener('docs-search-navigate', onResult);
      element?.addEventListener('docs-search-navigate', onResult);
      dialog.current = element;
      if (element) for (const resolve of waiting.current.splice(0)) resolve(element);
    },
    [onResult],
  );

  const load = useCallback(async (): Promise<DocsSearchDialog> => {
    const module = await loadHost();
    module.prepareSearch();
    if (dialog.current) return dialog.current;
    setHost(() => module.SearchDialogHost);
    return new Promise((resolve) => waiting.current.push(resolve));
  }, []);

  /**
   * Opens the dialog; while its chunk loads (a cold page), the keys the reader types are kept and
   * handed to it, so typing straight after the shortcut loses nothing.
   */
  const open = useCallback(async () => {
    openedAt.current = performance.now();
    const keys = bufferKeystrokes();
    try {
      const element = await load();
      await element.show(keys.stop());
    } finally {
      keys.stop();
    }
  }, [load]);

  const toggle = useCallback(async () => {
    if (dialog.current?.open) dialog.current.close();
    else await open();
  }, [open]);

  // The shortcut label depends on the platform, so it is rendered only in the browser.
  useEffect(() => setApple(isApplePlatform()), []);

  useEffect(() => {
    const isApple = isApplePlatform();
    const onKeydown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, isApple)) return;
      event.preventDefault();
      void toggle();
    };
    document.addEventListener('keydown', onKeydown);
    return () => document.removeEventListener('keydown', onKeydown);
  }, [toggle]);

  // Another part of the page (the 404 page's search box) opens the dialog with a query typed in: the
  // field is filled as if typed (an input event), so the dialog searches as usual.
  useEffect(() => {
    const onOpen = (event: Event) => {
      const query = (event as CustomEvent<{ query?: string }>).detail?.query ?? '';
      void load().then(async (element) => {
        await element.show();
        const input = element.shadowRoot?.querySelector('input');
        if (!input) return;
        input.value = query;
        input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      });
    };
    window.addEventListener(OPEN_SEARCH_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, onOpen);
  }, [load]);

  // A navigation closes the dialog: to another page, within the page (history traversal between
  // anchors) or to the page already shown (each has a new location key).
  // The navigation a result started is already closed by the dialog; the location changes when it
  // completes, and a dialog the reader opened again in between stays open (issue 31).
  const { key } = useLocation();
  useEffect(() => {
    const started = resultOpenedAt.current;
    resultOpenedAt.current = undefined;
    if (started !== undefined && openedAt.current > started) return;
    dialog.current?.close();
  }, [pathname, key]);

  const preload = () => void load().catch(() => {});

  return (
    <>
      <button
        type="button"
        className="docs-search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts={apple === null ? undefined : ariaKeyShortcuts(apple)}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => void open()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M15.5 14h-.79l-.28-.27a6.5 6.5 0 1 0-.7.7l.27.28v.79l5 5 1.5-1.5-5-5Zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Z" />
        </svg>
        <span className="docs-search-button-text">Search</span>
        {apple === null ? null : (
          <kbd className="docs-search-button-shortcut" aria-hidden="true">
            {shortcutLabel(apple)}
          </kbd>
        )}
      </button>
      {Host ? <Host dialogRef={dialogRef} /> : null}
    </>
  );
}
