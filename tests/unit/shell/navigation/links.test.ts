import { describe, expect, it } from 'vitest';
import { internalTarget, isExternalHref, linkAction, prefetchTarget, type AnchorLike, type ClickLike } from '../../../../shell/navigation/links.ts';

const click = (overrides: Partial<ClickLike> = {}): ClickLike => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...overrides,
});
const anchor = (href: string | null, overrides: Partial<AnchorLike> = {}): AnchorLike => ({ href, target: '', hasDownload: false, ...overrides });

describe('link rules', () => {
  it('lets the browser open same-site files that are not pages (a page as Markdown, llms.txt, images)', () => {
    expect(linkAction(click(), anchor('/guide/signals.md'), '/guide/signals')).toEqual({ kind: 'browser' });
    expect(linkAction(click(), anchor('/llms.txt'), '/overview')).toEqual({ kind: 'browser' });
    expect(linkAction(click(), anchor('/assets/images/og-card.png#x'), '/overview')).toEqual({ kind: 'browser' });
    expect(linkAction(click(), anchor('/api/core/@if'), '/overview')).toEqual({ kind: 'internal', to: '/api/core/@if' });
  });

  it('navigates internal links client-side', () => {
    expect(linkAction(click(), anchor('/essentials/signals'), '/overview')).toEqual({ kind: 'internal', to: '/essentials/signals' });
  });

  it('leaves internal links to the browser when a modifier key is held or another button is used', () => {
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(linkAction(click({ [modifier]: true }), anchor('/installation'), '/overview')).toEqual({ kind: 'browser' });
    }
    expect(linkAction(click({ button: 1 }), anchor('/installation'), '/overview')).toEqual({ kind: 'browser' });
  });

  it('leaves links that target another window, downloads and handled clicks to the browser', () => {
    expect(linkAction(click(), anchor('/installation', { target: '_blank' }), '/')).toEqual({ kind: 'browser' });
    expect(linkAction(click(), anchor('/installation', { target: '_self' }), '/')).toEqual({ kind: 'internal', to: '/installation' });
    expect(linkAction(click(), anchor('/file.zip', { hasDownload: true }), '/')).toEqual({ kind: 'browser' });
    expect(linkAction(click({ defaultPrevented: true }), anchor('/installation'), '/')).toEqual({ kind: 'browser' });
  });

  it('treats http and https links as external', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('HTTP://example.com')).toBe(true);
    expect(isExternalHref('/https')).toBe(false);
    expect(linkAction(click(), anchor('https://github.com/angular/angular'), '/')).toEqual({ kind: 'external', href: 'https://github.com/angular/angular' });
  });

  it('rewrites hash links to the current path plus the hash', () => {
    expect(internalTarget('#computed-signals', '/essentials/signals')).toBe('/essentials/signals#computed-signals');
    expect(internalTarget('#b', '/essentials/signals#a')).toBe('/essentials/signals#b');
    expect(linkAction(click(), anchor('#setup'), '/installation?x=1')).toEqual({ kind: 'internal', to: '/installation?x=1#setup' });
  });

  it('does not treat protocol-relative, mailto or missing hrefs as internal', () => {
    expect(internalTarget('//evil.example/x', '/')).toBeUndefined();
    expect(linkAction(click(), anchor('mailto:team@example.com'), '/')).toEqual({ kind: 'browser' });
    expect(linkAction(click(), anchor(null), '/')).toEqual({ kind: 'browser' });
  });
});

describe('prefetchTarget (issue 32: what hover/focus intent prefetches)', () => {
  const anchor = (href: string | null, extra: Partial<{ target: string; hasDownload: boolean }> = {}) => ({ href, target: '', hasDownload: false, ...extra });

  it('gives the pathname of an in-app link, without query or hash', () => {
    expect(prefetchTarget(anchor('/guide/signals#computed'), '/overview')).toBe('/guide/signals');
    expect(prefetchTarget(anchor('/api?query=x'), '/overview')).toBe('/api');
  });

  it('gives nothing for links a click would not navigate to in the app', () => {
    expect(prefetchTarget(anchor('https://example.com/x'), '/overview')).toBeUndefined();
    expect(prefetchTarget(anchor('/guide/signals', { target: '_blank' }), '/overview')).toBeUndefined();
    expect(prefetchTarget(anchor('/guide/signals', { hasDownload: true }), '/overview')).toBeUndefined();
    expect(prefetchTarget(anchor('/llms.txt'), '/overview')).toBeUndefined();
    expect(prefetchTarget(anchor(null), '/overview')).toBeUndefined();
  });

  it('gives nothing for the current page (same-page anchors)', () => {
    expect(prefetchTarget(anchor('#intro'), '/overview')).toBeUndefined();
    expect(prefetchTarget(anchor('/overview#intro'), '/overview?x=1')).toBeUndefined();
  });
});
