// The stored cookie choice (spec §9). No Lit here: the host reads it before deciding to load the popup.
import { safeStorage } from '../adapters/storage.ts';

/** Key of the stored acceptance. */
export const COOKIES_ACCEPTED_KEY = 'docs-accepts-cookies';

/** Whether the reader accepted cookies before ('true' stored). */
export function cookiesAccepted(): boolean {
  return safeStorage.get(COOKIES_ACCEPTED_KEY) === 'true';
}

/** The notice's words (spec §9), shared by the element and the site shell's prerendered notice. */
export const COOKIE_NOTICE = {
  label: 'Cookie consent',
  text: 'This site uses cookies from Google to deliver its services and to analyze traffic.',
  learnMore: 'Learn more about cookies',
  learnMoreUrl: 'https://policies.google.com/technologies/cookies',
  accept: 'Ok, Got it',
} as const;
