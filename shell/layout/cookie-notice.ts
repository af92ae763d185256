/**
 * The first-visit cookie notice of the site's pages (spec §9), as plain markup in the prerendered
 * HTML rather than the lazily loaded `<docs-cookie-popup>` (issue 32): painted with the page's first
 * paint, with no script or Lit to load. Readers who accepted before never see it: the inline head
 * script below marks the document before the first paint, and the CSS hides the notice.
 */
import { COOKIES_ACCEPTED_KEY } from '../../elements/cookie-popup/consent.ts';

/** `<html data-cookie-notice>`: set before the first paint; without JavaScript it is absent. */
export const COOKIE_NOTICE_ATTRIBUTE = 'data-cookie-notice';

/**
 * The inline script in every page's <head>: `data-cookie-notice="hidden"` when cookies were accepted,
 * `"shown"` otherwise (the notice then floats bottom right; without the attribute, i.e. without
 * JavaScript, it sits at the end of the page, where it covers nothing). Plain ES5 text that never
 * throws (storage may be blocked: the notice is then shown). The CSP allows it by its hash
 * (scripts/postbuild.ts).
 */
export const COOKIE_NOTICE_SCRIPT =
  `(function(){var a;try{a=localStorage.getItem(${JSON.stringify(COOKIES_ACCEPTED_KEY)})==="true"}catch(e){}` +
  `document.documentElement.setAttribute(${JSON.stringify(COOKIE_NOTICE_ATTRIBUTE)},a?"hidden":"shown")})();`;
