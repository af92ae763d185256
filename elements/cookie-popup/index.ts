// Public surface of docs-cookie-popup. No side effects: import ./define.ts to register.
export { DocsCookiePopup } from './cookie-popup.ts';
export { COOKIES_ACCEPTED_KEY, cookiesAccepted } from './consent.ts';
export { DocsCookiesAcceptedEvent } from './events.ts';
