import { useEffect, useRef, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation } from 'react-router';
import { Footer } from './layout/footer.tsx';
import { PrimaryNav } from './layout/primary-nav.tsx';
import { SkipLink } from './layout/skip-link.tsx';
import { NotFoundContent } from './layout/not-found-content.tsx';
import { CookieConsent, TopBanner } from './layout/site-notices.tsx';
import { UpdateNotice } from './layout/update-notice.tsx';
import { initAnalytics } from './analytics/analytics-lazy.ts';
import { installIntentPrefetch } from './navigation/intent-prefetch.ts';
import { showFooter } from './layout/layout-rules.ts';
import { useScrollRestoration } from './navigation/use-scroll-restoration.ts';
import { THEME_SCRIPT } from './theme/theme.ts';
import { COOKIE_NOTICE_SCRIPT } from './layout/cookie-notice.ts';
import { THEME_COLORS, WEB_MANIFEST_URL } from './offline/cache-rules.ts';
import './styles/print.css';
import type { Route } from './+types/root';
import './styles/global.css';
import './styles/content.css';
import './styles/reference.css';
import './styles/search.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: WEB_MANIFEST_URL },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
        {/* Sets the theme class before the first paint; allowed by its hash in the page's CSP. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {/* Hides the cookie notice before the first paint for readers who accepted it (layout/cookie-notice.ts). */}
        <script dangerouslySetInnerHTML={{ __html: COOKIE_NOTICE_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        <SkipLink />
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const location = useLocation();
  useFocusHeadingOnNavigation(location.pathname);
  useScrollRestoration();
  useEffect(() => {
    // Marks the document as interactive (used by end-to-end tests and styles that need JS).
    document.documentElement.dataset.hydrated = 'true';
    initAnalytics();
    // Route module and data of a link's page load on hover/focus/touch intent (issue 32).
    const stopPrefetch = installIntentPrefetch();
    // Offline support (issue 29): the service worker registers after load, in its own chunk.
    if (!import.meta.env.DEV)
      void import('./offline/register.ts').then(
        (offline) => offline.registerAfterLoad(),
        () => undefined,
      );
    return stopPrefetch;
  }, []);
  return (
    <>
      <TopBanner />
      <PrimaryNav pathname={location.pathname} />
      <main id="main-content" className="docs-main">
        <Outlet />
      </main>
      {showFooter(location.pathname) ? <Footer /> : null}
      <CookieConsent />
      <UpdateNotice />
    </>
  );
}

/** After every client navigation (not the first load), move focus to the page's h1 (spec §2). */
function useFocusHeadingOnNavigation(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [pathname]);
}

/** The SPA fallback (__spa-fallback.html) until the route loads: keeps the skip link's target. */
export function HydrateFallback() {
  return (
    <main id="main-content" className="docs-main">
      <p className="docs-loading">Loading…</p>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <PrimaryNav pathname="" />
      <main id="main-content" className="docs-main">
        {notFound ? (
          <NotFoundContent />
        ) : (
          <div className="docs-error-page">
            <h1 tabIndex={-1}>Something went wrong</h1>
            <p>This page could not be loaded. Check your connection and reload the page.</p>
          </div>
        )}
      </main>
    </>
  );
}
