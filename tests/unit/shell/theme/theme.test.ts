import { describe, expect, it } from 'vitest';
import { parseThemePreference, resolveTheme, THEME_SCRIPT, themeClasses } from '../../../../shell/theme/theme.ts';

describe('theme rules', () => {
  it('reads anything but dark or light as auto', () => {
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('light')).toBe('light');
    for (const raw of ['auto', null, undefined, '', 'DARK', '"dark"', 42]) expect(parseThemePreference(raw)).toBe('auto');
  });

  it('auto follows the system; dark and light do not', () => {
    expect(resolveTheme('auto', true)).toBe('dark');
    expect(resolveTheme('auto', false)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
    expect(themeClasses('dark')).toEqual({ add: 'docs-dark-mode', remove: 'docs-light-mode' });
    expect(themeClasses('light')).toEqual({ add: 'docs-light-mode', remove: 'docs-dark-mode' });
  });
});

/** Runs the inline head script against fake browser globals; returns the classes it left on <html>. */
function runScript(options: { stored?: string | null; storageThrows?: boolean; systemDark?: boolean; noMatchMedia?: boolean }) {
  const classes = new Set<string>(['docs-light-mode']);
  const classList = { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c), contains: (c: string) => classes.has(c) };
  const document = { documentElement: { classList }, addEventListener: () => {} };
  const localStorage = {
    getItem: (key: string) => {
      if (options.storageThrows) throw new Error('SecurityError');
      return key === 'themePreference' ? (options.stored ?? null) : null;
    },
  };
  const window = {
    matchMedia: options.noMatchMedia ? undefined : (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && Boolean(options.systemDark) }),
  };
  new Function('document', 'localStorage', 'window', THEME_SCRIPT)(document, localStorage, window);
  return [...classes];
}

describe('THEME_SCRIPT (before first paint)', () => {
  it('applies a stored preference', () => {
    expect(runScript({ stored: 'dark', systemDark: false })).toEqual(['docs-dark-mode']);
    expect(runScript({ stored: 'light', systemDark: true })).toEqual(['docs-light-mode']);
  });
  it('follows the system when auto, missing or corrupt', () => {
    expect(runScript({ stored: 'auto', systemDark: true })).toEqual(['docs-dark-mode']);
    expect(runScript({ stored: null, systemDark: true })).toEqual(['docs-dark-mode']);
    expect(runScript({ stored: '{bad', systemDark: false })).toEqual(['docs-light-mode']);
  });
  it('never throws: blocked storage and missing matchMedia fall back to light', () => {
    expect(runScript({ storageThrows: true, systemDark: true })).toEqual(['docs-dark-mode']);
    expect(runScript({ stored: 'auto', noMatchMedia: true })).toEqual(['docs-light-mode']);
  });
});
