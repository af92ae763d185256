// Public surface of docs-banner: the element and its event. No side effects: import ./define.ts to register.
export { DocsBanner } from './banner.ts';
export { DocsBannerCloseEvent } from './events.ts';
