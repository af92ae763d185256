/**
 * Analytics rules (spec §7, §8, §9). Pure: what to send, never how. Consent comes from the stored
 * cookie choice ('true' granted, anything else denied); exception descriptions are capped at 150
 * characters.
 */
export const EXCEPTION_DESCRIPTION_MAX = 150;

export type ConsentState = 'granted' | 'denied';

export function consentFromStored(raw: string | null): ConsentState {
  return raw === 'true' ? 'granted' : 'denied';
}

/** The consent fields for analytics and ads. */
export function consentFields(state: ConsentState) {
  return { analytics_storage: state, ad_storage: state, ad_user_data: state, ad_personalization: state };
}

/** The arguments of a gtag 'exception' event. */
export function exceptionEvent(description: string, fatal: boolean): ['event', 'exception', { description: string; fatal: boolean }] {
  return ['event', 'exception', { description: description.slice(0, EXCEPTION_DESCRIPTION_MAX), fatal }];
}

/** URL of the analytics tag for a measurement id. */
export function analyticsTagUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}
