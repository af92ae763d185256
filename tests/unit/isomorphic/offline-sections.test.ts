import { describe, expect, it } from 'vitest';
import { formatBytes, isPageUrl, progressToAnnounce } from '../../../isomorphic/offline-sections.ts';

describe('offline sections helpers', () => {
  it('formats sizes in decimal units', () => {
    expect(formatBytes(4_412_345)).toBe('4.4 MB');
    expect(formatBytes(107_800_000)).toBe('107.8 MB');
    expect(formatBytes(840_200)).toBe('840 KB');
    expect(formatBytes(12)).toBe('1 KB');
  });

  it('tells page documents from data files', () => {
    expect(isPageUrl('/tutorials/signals')).toBe(true);
    expect(isPageUrl('/')).toBe(true);
    expect(isPageUrl('/assets/content/guide/signals.md.html')).toBe(false);
    expect(isPageUrl('/guide/signals.data')).toBe(false);
  });

  it('announces progress in steps of 10 %, each once, and the end', () => {
    expect(progressToAnnounce(5, 100, -1)).toBe(0);
    expect(progressToAnnounce(9, 100, 0)).toBeUndefined();
    expect(progressToAnnounce(10, 100, 0)).toBe(10);
    expect(progressToAnnounce(37, 100, 10)).toBe(30);
    expect(progressToAnnounce(39, 100, 30)).toBeUndefined();
    expect(progressToAnnounce(100, 100, 90)).toBe(100);
    expect(progressToAnnounce(1, 0, -1)).toBeUndefined();
  });
});
