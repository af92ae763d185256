/**
 * Entry points to analytics that cost nothing when analytics is off: the client module (and the
 * consent/exception logic it pulls in) loads only when site config has a measurement id.
 */
import { siteConfig } from '../../isomorphic/site.config.ts';

const enabled = () => Boolean(siteConfig.analytics?.measurementId);
const client = () => import('./analytics-client.ts');

export function initAnalytics(): void {
  if (enabled()) void client().then((m) => m.initAnalytics());
}

export function grantConsent(): void {
  if (enabled()) void client().then((m) => m.grantConsent());
}

export function reportException(description: string, fatal: boolean): void {
  if (enabled()) void client().then((m) => m.reportException(description, fatal));
}
