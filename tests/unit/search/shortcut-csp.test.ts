import { describe, expect, it } from 'vitest';
import { ariaKeyShortcuts, isApplePlatform, isSearchShortcut, shortcutLabel } from '../../../elements/search-dialog/shortcut.ts';
import { searchConnectSources } from '../../../hosting/search-csp.ts';
import { siteConfig } from '../../../isomorphic/site.config.ts';

const key = (init: Partial<KeyboardEvent>) => ({ key: 'k', metaKey: false, ctrlKey: false, altKey: false, shiftKey: false, ...init });

describe('search shortcut', () => {
  it('is Cmd K on Apple platforms and Ctrl K elsewhere', () => {
    expect(isApplePlatform({ platform: 'MacIntel' })).toBe(true);
    expect(isApplePlatform({ userAgentData: { platform: 'macOS' } })).toBe(true);
    expect(isApplePlatform({ platform: '', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })).toBe(true);
    expect(isApplePlatform({ platform: 'Linux x86_64' })).toBe(false);
    expect(isApplePlatform({ userAgentData: { platform: 'Windows' } })).toBe(false);
    expect(shortcutLabel(true)).toBe('⌘ K');
    expect(shortcutLabel(false)).toBe('Ctrl K');
    expect(ariaKeyShortcuts(true)).toBe('Meta+K');
    expect(ariaKeyShortcuts(false)).toBe('Control+K');
  });

  it('matches only the platform modifier with K', () => {
    expect(isSearchShortcut(key({ metaKey: true }), true)).toBe(true);
    expect(isSearchShortcut(key({ ctrlKey: true }), true)).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'K' }), false)).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'j' }), false)).toBe(false);
    expect(isSearchShortcut(key({}), false)).toBe(false);
  });
});

describe('search CSP connect sources', () => {
  it('are empty for the built-in engine and name the Algolia hosts when configured', () => {
    expect(searchConnectSources(siteConfig)).toEqual([]);
    expect(searchConnectSources({ ...siteConfig, search: { algolia: { appId: 'ABC123', apiKey: 'k', indexName: 'i' } } })).toEqual([
      'https://abc123-dsn.algolia.net',
      'https://abc123.algolia.net',
      'https://*.algolianet.com',
    ]);
    expect(searchConnectSources({ ...siteConfig, search: { algolia: { appId: "x' 'unsafe-inline", apiKey: 'k', indexName: 'i' } } })).toEqual([]);
  });
});
