// Public surface of docs-cookie-popup: the element and its event. No side effects: import ./define.ts to register.
export { DocsCookiePopup } from './cookie-popup.ts';
export { DocsCookiesAcceptedEvent } from './events.ts';
