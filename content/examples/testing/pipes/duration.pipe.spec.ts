import { describe, expect, it } from 'vitest';
import { DurationPipe } from './duration.pipe';

describe('DurationPipe', () => {
  const pipe = new DurationPipe();

  it('shows minutes below one hour', () => {
    expect(pipe.transform(45 * 60)).toBe('45 min');
  });

  it('rounds to the nearest minute', () => {
    expect(pipe.transform(89)).toBe('1 min');
    expect(pipe.transform(29)).toBe('0 min');
  });

  it.each([
    [3600, '1 h'],
    [3900, '1 h 05 min'],
    [2 * 3600 + 59 * 60 + 40, '3 h'],
  ])('formats %i seconds as "%s"', (seconds, expected) => {
    expect(pipe.transform(seconds)).toBe(expected);
  });

  it('shows a dash for missing or invalid values', () => {
    expect(pipe.transform(null)).toBe('–');
    expect(pipe.transform(undefined)).toBe('–');
    expect(pipe.transform(-5)).toBe('–');
    expect(pipe.transform(Number.NaN)).toBe('–');
  });
});
