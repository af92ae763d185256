import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { DocsSnackBar } from '../../elements/snack-bar/snack-bar.ts';
import { reportException } from '../analytics/analytics-lazy.ts';
import { CHUNK_ERROR_ACTION, CHUNK_ERROR_MESSAGE, CHUNK_ERROR_REPORT, shouldNotifyChunkError } from '../navigation/chunk-error.ts';
import { useRouteChunkGuard } from '../navigation/use-route-chunk-guard.ts';
import { SITE_UPDATED_EVENT } from '../offline/cache-rules.ts';

type SnackBarComponent = typeof import('../react/snack-bar.ts').SnackBar;

/**
 * The site's snack bar, and the chunk loading error notice (spec §8): when a code chunk fails to load
 * while online, 'Our docs have been updated, reload the page to see the latest.' with a Reload
 * action, reported as 'Chunk loading error'. The snack bar (and Lit) load only when a notice is to be
 * shown, not on every page. Its own chunk may be gone too (a deploy replaced every chunk): then the
 * same notice shows as plain markup. A route chunk failing on navigation shows the notice too
 * (use-route-chunk-guard.ts) and the reader stays on the current page. The same notice shows when a new
 * build's service worker has taken over (issue 29, `SITE_UPDATED_EVENT`).
 */
export function UpdateNotice() {
  const [SnackBar, setSnackBar] = useState<SnackBarComponent | null>(null);
  const [plain, setPlain] = useState(false);
  const bar = useRef<DocsSnackBar>(null);
  const pending = useRef(false);
  const shown = useRef(false);

  const show = useCallback(() => {
    if (shown.current) return;
    shown.current = true;
    pending.current = true;
    if (bar.current) open(bar.current);
    else
      import('../react/snack-bar.ts').then(
        (module) => setSnackBar(() => module.SnackBar),
        () => setPlain(true),
      );
  }, []);
  const notify = useCallback(
    (error: unknown) => {
      if (!shouldNotifyChunkError(error, navigator.onLine)) return;
      reportException(CHUNK_ERROR_REPORT, true);
      show();
    },
    [show],
  );
  // A route chunk that fails to load on navigation: the notice, not React Router's silent reload.
  useRouteChunkGuard(notify);

  useEffect(() => {
    const onPreloadError = (event: Event) => notify((event as Event & { payload?: unknown }).payload);
    const onRejection = (event: PromiseRejectionEvent) => notify(event.reason);
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    // A new build's service worker took over (shell/offline/register.ts): same notice.
    window.addEventListener(SITE_UPDATED_EVENT, show);
    return () => {
      window.removeEventListener(SITE_UPDATED_EVENT, show);
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [notify, show]);

  const open = (element: DocsSnackBar) => {
    pending.current = false;
    element.open({ message: CHUNK_ERROR_MESSAGE, action: CHUNK_ERROR_ACTION });
  };

  if (plain) {
    return (
      <div className="docs-update-notice" role="status">
        <span>{CHUNK_ERROR_MESSAGE}</span>
        <button type="button" onClick={() => window.location.reload()}>
          {CHUNK_ERROR_ACTION}
        </button>
      </div>
    );
  }
  if (!SnackBar) return null;
  const Bar = SnackBar as unknown as ComponentType<{
    ref: (element: DocsSnackBar | null) => void;
    onDocsSnackBarAction: () => void;
  }>;
  return (
    <Bar
      ref={(element) => {
        bar.current = element;
        if (element && pending.current) open(element);
      }}
      onDocsSnackBarAction={() => window.location.reload()}
    />
  );
}
