import { describe, expect, it } from 'vitest';
import { COOKIE_NOTICE_ATTRIBUTE, COOKIE_NOTICE_SCRIPT } from '../../../../shell/layout/cookie-notice.ts';

/** Runs the inline head script against fake browser globals; returns the attribute it set on <html>. */
function runScript(options: { stored?: string | null; storageThrows?: boolean }): string | undefined {
  const attributes = new Map<string, string>();
  const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
  const localStorage = {
    getItem: (key: string) => {
      if (options.storageThrows) throw new Error('SecurityError');
      return key === 'docs-accepts-cookies' ? (options.stored ?? null) : null;
    },
  };
  new Function('document', 'localStorage', COOKIE_NOTICE_SCRIPT)(document, localStorage);
  return attributes.get(COOKIE_NOTICE_ATTRIBUTE);
}

describe('COOKIE_NOTICE_SCRIPT (before first paint)', () => {
  it('hides the notice for a reader who accepted', () => {
    expect(runScript({ stored: 'true' })).toBe('hidden');
  });
  it('shows it on a first visit and for anything but the stored acceptance', () => {
    expect(runScript({ stored: null })).toBe('shown');
    for (const stored of ['false', 'TRUE', '"true"', '']) expect(runScript({ stored })).toBe('shown');
  });
  it('never throws: blocked storage shows the notice', () => {
    expect(runScript({ storageThrows: true })).toBe('shown');
  });
});
