import { describe, expect, it } from 'vitest';
import { isThemeRequest, MAX_PREVIEW_TEXT, parsePreviewMessage } from '../../../playground-runtime/protocol.ts';

describe('parsePreviewMessage', () => {
  it('keeps well-formed messages', () => {
    expect(parsePreviewMessage({ type: 'ready' })).toEqual({ type: 'ready' });
    expect(parsePreviewMessage({ type: 'console', run: 1, level: 'log', text: 'hi' })).toEqual({ type: 'console', run: 1, level: 'log', text: 'hi' });
    expect(parsePreviewMessage({ type: 'done', id: 2, ok: true, ms: 3 })).toEqual({ type: 'done', id: 2, ok: true, ms: 3 });
    expect(parsePreviewMessage({ type: 'alive', id: 2, loading: true })).toEqual({ type: 'alive', id: 2, loading: true });
  });

  it('drops messages of the wrong shape (untrusted code may post anything)', () => {
    for (const bad of [
      null,
      undefined,
      'ready',
      42,
      [],
      { type: 'console', run: 1, level: 'log', text: { a: 1 } },
      { type: 'console', run: 1, level: 'shout', text: 'x' },
      { type: 'console', run: '1', level: 'log', text: 'x' },
      { type: 'done', id: 1, ok: 'yes', ms: 1 },
      { type: 'done', id: 1, ok: false, ms: 1, error: { message: 'x' } },
      { type: 'alive' },
      { type: 'other' },
    ])
      expect(parsePreviewMessage(bad), JSON.stringify(bad)).toBeUndefined();
  });

  it('cuts very long texts', () => {
    const message = parsePreviewMessage({ type: 'console', run: 1, level: 'log', text: 'x'.repeat(MAX_PREVIEW_TEXT + 50) });
    expect(message?.type === 'console' && message.text.length).toBeLessThan(MAX_PREVIEW_TEXT + 40);
    expect(message?.type === 'console' && message.text).toContain('50 more characters');
  });
});

describe('isThemeRequest', () => {
  it('accepts the two schemes and nothing else', () => {
    expect(isThemeRequest({ type: 'theme', theme: 'dark' })).toBe(true);
    expect(isThemeRequest({ type: 'theme', theme: 'light' })).toBe(true);
    for (const bad of [null, 'theme', { type: 'theme' }, { type: 'theme', theme: 'sepia' }, { type: 'run', theme: 'dark' }])
      expect(isThemeRequest(bad)).toBe(false);
  });
});
