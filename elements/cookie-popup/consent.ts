// The stored cookie choice (spec §9). No Lit here: the host reads it before deciding to load the popup.
import { safeStorage } from '../adapters/storage.ts';

/** Key of the stored acceptance. */
export const COOKIES_ACCEPTED_KEY = 'docs-accepts-cookies';

/** Whether the reader accepted cookies before ('true' stored). */
export function cookiesAccepted(): boolean {
  return safeStorage.get(COOKIES_ACCEPTED_KEY) === 'true';
}
