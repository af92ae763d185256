import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerClosedKey, isBannerVisible, parseExpiry } from '../../elements/banner/banner-rules.ts';
import { analyticsTagUrl, consentFromStored, exceptionEvent } from '../../shell/lib/analytics.ts';
import { siteConfig } from '../../shell/site.config.ts';

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
    const { initAnalytics, reportException } = await import('../../shell/lib/analytics-client.ts');
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
    const { initAnalytics, grantConsent, reportException } = await import('../../shell/lib/analytics-client.ts');
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
    expect(calls()[0]).toEqual(['consent', 'default', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
    listeners.error!({ message: 'y'.repeat(200) });
    expect(calls().at(-1)).toEqual(['event', 'exception', { description: 'y'.repeat(150), fatal: true }]);
    reportException('Chunk loading error', false);
    expect(calls().at(-1)).toEqual(['event', 'exception', { description: 'Chunk loading error', fatal: false }]);
    grantConsent();
    expect(calls().at(-1)![1]).toBe('update');
  });
});
