// Public surface of docs-banner. No side effects: import ./define.ts to register.
export { DocsBanner } from './banner.ts';
export { DocsBannerCloseEvent } from './events.ts';
export { BANNER_CLOSED_KEY_PREFIX, bannerClosedKey, DEFAULT_BANNER_EXPIRY, isBannerVisible, parseExpiry } from './banner-rules.ts';
