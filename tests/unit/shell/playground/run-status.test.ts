import { describe, expect, it } from 'vitest';
import { shownStatus, statusText } from '../../../../shell/playground/run-status.ts';

describe('shownStatus', () => {
  it('says a rendered run had type errors in the editor', () => {
    expect(shownStatus({ kind: 'ok', ms: 120 }, 0)).toEqual({ kind: 'ok', ms: 120 });
    expect(statusText(shownStatus({ kind: 'ok', ms: 120 }, 1))).toBe('Rendered in 120 ms, with 1 type error in the editor.');
    expect(statusText(shownStatus({ kind: 'ok', ms: 120 }, 2))).toBe('Rendered in 120 ms, with 2 type errors in the editor.');
  });
  it('leaves other statuses as they are', () => {
    const failed = { kind: 'error', message: 'The code does not compile.' } as const;
    expect(shownStatus(failed, 3)).toBe(failed);
    expect(shownStatus({ kind: 'idle' }, 3)).toEqual({ kind: 'idle' });
  });
});
