// Shared by the analytics browser tests: the tag URL is routed to a local fake (see web-test-runner.config.js).
import { waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

export interface FakeGtag {
  src: string;
  /** The dataLayer entries (gtag arguments) present when the tag script ran. */
  dataLayerAtLoad: unknown[][];
}

export const routeAnalyticsTag = () => executeServerCommand('route-analytics-tag');
export const analyticsRequests = () => executeServerCommand<unknown, string[]>('analytics-requests');

export const fakeGtag = () => (window as unknown as { __fakeGtag?: FakeGtag }).__fakeGtag;

export async function tagLoaded(): Promise<FakeGtag> {
  await waitUntil(() => fakeGtag() !== undefined, 'the analytics tag ran', { timeout: 5000 });
  return fakeGtag()!;
}

/** The gtag calls so far, as plain arrays. */
export const dataLayer = () =>
  ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((args) => JSON.parse(JSON.stringify(Array.from(args))) as unknown[]);

export const analyticsScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]')];

export const consent = (state: 'granted' | 'denied') => ({
  analytics_storage: state,
  ad_storage: state,
  ad_user_data: state,
  ad_personalization: state,
});
