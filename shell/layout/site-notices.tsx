import { Suspense, useEffect, useState } from 'react';
import { bannerClosedKey, isBannerVisible, parseExpiry } from '../../elements/banner/banner-rules.ts';
import { COOKIE_NOTICE, COOKIES_ACCEPTED_KEY, cookiesAccepted } from '../../elements/cookie-popup/consent.ts';
import { grantConsent } from '../analytics/analytics-lazy.ts';
import { readStorage, writeStorage } from '../lib/browser.ts';
import { safeLazy } from '../navigation/safe-lazy.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';

// Lit and the banner element load only when it is to be shown (decided after hydration, from the clock and storage).
const Banner = safeLazy(async () => (await import('../react/notices.ts')).Banner);

/** The configured top banner, when it has not expired and was not closed. */
export function TopBanner() {
  const banner = siteConfig.banner;
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!banner) return;
    const closed = readStorage(bannerClosedKey(banner.id)) !== null;
    setShow(isBannerVisible({ expiry: parseExpiry(banner.expiry), now: Date.now(), closed }));
  }, [banner]);
  if (!banner || !show) return null;
  return (
    <Suspense fallback={null}>
      <Banner bannerId={banner.id} text={banner.text} link={banner.link ?? ''} expiry={banner.expiry ?? ''} onDocsBannerClose={() => setShow(false)} />
    </Suspense>
  );
}

/**
 * The cookie consent notice until it is accepted; accepting stores the choice and grants analytics and
 * ads consent. Plain markup, not `<docs-cookie-popup>` (issue 32): it is in every prerendered page, so
 * it paints with the page instead of after hydration and a lazy chunk (it was the largest text, the
 * LCP, of API entries at phone width). Before the first paint the head script (cookie-notice.ts) hides
 * it for readers who accepted before; after hydration it is removed for them. Same words, roles, box
 * and keyboard path as the element (styles: global.css, `.docs-cookie-notice`).
 */
export function CookieConsent() {
  // The server and the hydrating render both have the notice: the prerendered page carries it.
  const [show, setShow] = useState(true);
  useEffect(() => {
    if (cookiesAccepted()) setShow(false);
  }, []);
  if (!show) return null;
  const accept = () => {
    writeStorage(COOKIES_ACCEPTED_KEY, 'true');
    grantConsent();
    setShow(false);
  };
  return (
    <section className="docs-cookie-notice" aria-label={COOKIE_NOTICE.label}>
      <p>{COOKIE_NOTICE.text}</p>
      <div className="docs-cookie-notice-actions">
        <a href={COOKIE_NOTICE.learnMoreUrl} target="_blank" rel="noopener">
          {COOKIE_NOTICE.learnMore}
        </a>
        <button type="button" onClick={accept}>
          {COOKIE_NOTICE.accept}
        </button>
      </div>
    </section>
  );
}
