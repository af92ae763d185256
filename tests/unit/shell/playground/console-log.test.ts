import { describe, expect, it } from 'vitest';
import { appendToLog, EMPTY_LOG, errorCount } from '../../../../shell/playground/console-log.ts';

describe('appendToLog', () => {
  it('folds repeated lines and counts them', () => {
    const log = appendToLog(EMPTY_LOG, [
      { level: 'log', text: 'a' },
      { level: 'log', text: 'a' },
      { level: 'error', text: 'b' },
      { level: 'error', text: 'b' },
    ]);
    expect(log.lines).toEqual([
      { level: 'log', text: 'a', count: 2 },
      { level: 'error', text: 'b', count: 2 },
    ]);
    expect(errorCount(log)).toBe(2);
  });

  it('keeps only the last lines of a flood and counts what it dropped', () => {
    const flood = Array.from({ length: 1000 }, (_, i) => ({ level: 'log' as const, text: `line ${i}` }));
    const log = appendToLog(EMPTY_LOG, flood, 200);
    expect(log.lines).toHaveLength(200);
    expect(log.lines[0]!.text).toBe('line 800');
    expect(log.dropped).toBe(800);
    expect(appendToLog(log, [{ level: 'log', text: 'next' }], 200).dropped).toBe(801);
  });
});
