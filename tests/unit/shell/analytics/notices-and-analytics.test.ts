import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerClosedKey, isBannerVisible, parseExpiry } from '../../../../elements/banner/banner-rules.ts';
import { analyticsTagUrl, consentFromStored, exceptionEvent } from '../../../../shell/analytics/analytics.ts';
import { siteConfig } from '../../../../isomorphic/site.config.ts';
import { dismissSnackBar, dismissTimer, initialSnackBar, MAX_TIMER_MS, openSnackBar, snackBarExited } from '../../../../elements/snack-bar/snack-bar-queue.ts';
import { isChunkLoadError, shouldNotifyChunkError } from '../../../../shell/navigation/chunk-error.ts';
import { contentSecurityPolicy } from '../../../../scripts/postbuild.ts';

describe('banner rules', () => {
  it('keys the closed state by id', () => {
    expect(bannerClosedKey('survey')).toBe('docs-was-closed-top-banner-survey');
  });
  it("defaults the expiry to the year 3000 and throws 'Invalid date string' on a bad one", () => {
    expect(parseExpiry(undefined).getUTCFullYear()).toBe(3000);
    expect(parseExpiry('').getUTCFullYear()).toBe(3000);
    expect(() => parseExpiry('2025-13-45')).toThrow('Invalid date string');
    expect(() => parseExpiry('soon')).toThrow('Invalid date string');
  });
  it('shows the developer survey banner before 2025-10-20 and not from then on', () => {
    const expiry = parseExpiry(siteConfig.banner!.expiry);
    expect(siteConfig.banner!.expiry).toBe('2025-10-20');
    expect(isBannerVisible({ expiry, now: Date.parse('2025-10-19T23:59:59Z'), closed: false })).toBe(true);
    expect(isBannerVisible({ expiry, now: Date.parse('2025-10-20T00:00:00Z'), closed: false })).toBe(false);
    expect(isBannerVisible({ expiry, now: Date.now(), closed: false })).toBe(false);
    expect(isBannerVisible({ expiry, now: Date.parse('2025-01-01'), closed: true })).toBe(false);
  });
});

describe('analytics rules', () => {
  it("grants consent only for a stored 'true'", () => {
    expect(consentFromStored('true')).toBe('granted');
    for (const raw of [null, 'false', 'TRUE', '1']) expect(consentFromStored(raw)).toBe('denied');
  });
  it('caps exception descriptions at 150 characters and carries the fatal flag', () => {
    const [, name, params] = exceptionEvent('x'.repeat(400), true);
    expect(name).toBe('exception');
    expect(params).toEqual({ description: 'x'.repeat(150), fatal: true });
    expect(exceptionEvent('Chunk loading error', false)[2]).toEqual({ description: 'Chunk loading error', fatal: false });
  });
  it('encodes the measurement id in the tag URL', () => {
    expect(analyticsTagUrl('G-AB&C')).toBe('https://www.googletagmanager.com/gtag/js?id=G-AB%26C');
  });
});

describe('analytics client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does nothing without a measurement id', async () => {
    const { initAnalytics, reportException } = await import('../../../../shell/analytics/analytics-client.ts');
    const append = vi.fn();
    vi.stubGlobal('window', { addEventListener: vi.fn() });
    vi.stubGlobal('document', { head: { append }, createElement: vi.fn() });
    expect(siteConfig.analytics?.measurementId).toBeUndefined();
    expect(initAnalytics()).toBe(false);
    reportException('boom', true);
    expect(append).not.toHaveBeenCalled();
  });

  it('with an id: reads consent first, then loads the tag; reports window errors as fatal', async () => {
    vi.resetModules();
    const { initAnalytics, grantConsent, reportException } = await import('../../../../shell/analytics/analytics-client.ts');
    const listeners: Record<string, (event: { message: string }) => void> = {};
    const win: { dataLayer?: IArguments[]; addEventListener: (t: string, l: (event: { message: string }) => void) => void } = {
      addEventListener: (type, listener) => (listeners[type] = listener),
    };
    const script: { async?: boolean; src?: string } = {};
    const order: string[] = [];
    vi.stubGlobal('window', win);
    vi.stubGlobal('localStorage', { getItem: (key: string) => (order.push(`read ${key}`), 'true') });
    vi.stubGlobal('document', { head: { append: () => order.push('tag') }, createElement: () => script });
    expect(initAnalytics('G-TEST')).toBe(true);
    expect(order).toEqual(['read docs-accepts-cookies', 'tag']);
    expect(script.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST');
    const calls = () => win.dataLayer!.map((args) => [...args]);
    expect(calls()[0]).toEqual([
      'consent',
      'default',
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
    listeners.error!({ message: 'y'.repeat(200) });
    expect(calls().at(-1)).toEqual(['event', 'exception', { description: 'y'.repeat(150), fatal: true }]);
    reportException('Chunk loading error', false);
    expect(calls().at(-1)).toEqual(['event', 'exception', { description: 'Chunk loading error', fatal: false }]);
    grantConsent();
    expect(calls().at(-1)![1]).toBe('update');
  });
});

describe('snack bar queue', () => {
  it('void → visible → hidden → void', () => {
    let model = openSnackBar(initialSnackBar<string>(), 'a');
    expect(model).toEqual({ state: 'visible', current: 'a', next: null });
    model = dismissSnackBar(model);
    expect(model.state).toBe('hidden');
    expect(dismissSnackBar(model)).toBe(model);
    model = snackBarExited(model);
    expect(model).toEqual({ state: 'void', current: null, next: null });
  });
  it('opening while one is visible dismisses it first; the newest waiting one wins', () => {
    let model = openSnackBar(initialSnackBar<string>(), 'a');
    model = openSnackBar(model, 'b');
    expect(model).toEqual({ state: 'hidden', current: 'a', next: 'b' });
    model = openSnackBar(model, 'c');
    expect(model.next).toBe('c');
    expect(snackBarExited(model)).toEqual({ state: 'visible', current: 'c', next: null });
  });
  it('default duration 0 means no timer; timers are capped at 2^31-1 ms', () => {
    expect(dismissTimer(undefined)).toBeNull();
    expect(dismissTimer(0)).toBeNull();
    expect(dismissTimer(-5)).toBeNull();
    expect(dismissTimer(Number.NaN)).toBeNull();
    expect(dismissTimer(3000)).toBe(3000);
    expect(dismissTimer(2 ** 40)).toBe(MAX_TIMER_MS);
    expect(dismissTimer(Infinity)).toBe(2 ** 31 - 1);
  });
});

describe('chunk loading errors', () => {
  it('recognises failed dynamic imports, only while online', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: https://x/assets/menu-1.js');
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(shouldNotifyChunkError(error, true)).toBe(true);
    expect(shouldNotifyChunkError(error, false)).toBe(false);
  });
});

describe('content security policy and analytics', () => {
  it('allows the analytics origins only when a measurement id is configured', () => {
    const off = contentSecurityPolicy(['x']);
    expect(off).not.toContain('googletagmanager');
    expect(off).toContain("connect-src 'self';");
    const on = contentSecurityPolicy(['x'], true);
    expect(on).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/www\.googletagmanager\.com;/);
    expect(on).toContain("connect-src 'self' https://*.google-analytics.com");
  });
});
