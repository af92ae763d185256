import { Suspense, useEffect, useState } from 'react';
import { bannerClosedKey, isBannerVisible, parseExpiry } from '../../elements/banner/banner-rules.ts';
import { cookiesAccepted } from '../../elements/cookie-popup/consent.ts';
import { grantConsent } from '../analytics/analytics-lazy.ts';
import { readStorage } from '../lib/browser.ts';
import { safeLazy } from '../navigation/safe-lazy.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';

// Lit and the elements load only when something is to be shown (decided after hydration, from the clock and storage).
const Banner = safeLazy(async () => (await import('../react/notices.ts')).Banner);
const CookiePopup = safeLazy(async () => (await import('../react/notices.ts')).CookiePopup);

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

/** The cookie consent popup until it is accepted; accepting grants analytics and ads consent. */
export function CookieConsent() {
  const [show, setShow] = useState(false);
  useEffect(() => setShow(!cookiesAccepted()), []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <CookiePopup
        onDocsCookiesAccepted={() => {
          grantConsent();
          setShow(false);
        }}
      />
    </Suspense>
  );
}
