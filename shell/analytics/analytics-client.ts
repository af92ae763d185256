/** The browser side of analytics: inert unless site config has a measurement id. */
import { COOKIES_ACCEPTED_KEY } from '../../elements/cookie-popup/consent.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';
import { analyticsTagUrl, consentFields, consentFromStored, exceptionEvent } from './analytics.ts';
import { readStorage } from '../lib/browser.ts';

type Gtag = (...args: unknown[]) => void;
let gtag: Gtag | undefined;

/**
 * With a measurement id: reads the consent first, sets it as the default, then loads the tag and
 * reports global window errors as fatal exceptions. Without one: does nothing. Runs once.
 */
export function initAnalytics(measurementId = siteConfig.analytics?.measurementId): boolean {
  if (!measurementId || gtag || typeof window === 'undefined') return false;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer ??= [];
  const layer = w.dataLayer;
  gtag = function gtagShim() {
    // gtag expects the arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
  gtag('consent', 'default', consentFields(consentFromStored(readStorage(COOKIES_ACCEPTED_KEY))));
  gtag('js', new Date());
  gtag('config', measurementId);
  const script = document.createElement('script');
  script.async = true;
  script.src = analyticsTagUrl(measurementId);
  document.head.append(script);
  window.addEventListener('error', (event) => reportException(event.message || String(event.error), true));
  return true;
}

/** After the cookie popup is accepted: analytics and ads consent granted. */
export function grantConsent(): void {
  gtag?.('consent', 'update', consentFields('granted'));
}

/** Sends an 'exception' event (description capped at 150 characters); nothing without analytics. */
export function reportException(description: string, fatal: boolean): void {
  gtag?.(...exceptionEvent(description, fatal));
}
