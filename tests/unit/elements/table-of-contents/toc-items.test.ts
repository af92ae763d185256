// Pure logic of the table of contents (no DOM): titles, item comparison, and the scroll-spy maths.
import { describe, expect, it } from 'vitest';
import { indexOfItem, normalizeTitle, sameItems, type TocItem } from '../../../../elements/table-of-contents/toc-items.ts';
import { activationLine, pickActiveIndex } from '../../../../elements/internal/scroll-spy.ts';

const items: TocItem[] = [
  { id: 'a', level: 'h2', title: 'A' },
  { id: 'b', level: 'h3', title: 'B' },
];

describe('normalizeTitle', () => {
  it('trims and collapses whitespace of every kind', () => {
    expect(normalizeTitle('  Using\n   the\t\tinject()  function \n')).toBe('Using the inject() function');
    expect(normalizeTitle('\u00a0 Non\u00a0breaking ')).toBe('Non breaking');
    expect(normalizeTitle(' \n\t ')).toBe('');
  });
});

describe('sameItems', () => {
  it('compares ids, levels and titles in order', () => {
    expect(
      sameItems(
        items,
        items.map((item) => ({ ...item })),
      ),
    ).toBe(true);
    expect(sameItems(items, [])).toBe(false);
    expect(sameItems(items, [items[1], items[0]])).toBe(false);
    expect(sameItems(items, [items[0], { ...items[1], level: 'h2' }])).toBe(false);
    expect(sameItems(items, [items[0], { ...items[1], title: 'B!' }])).toBe(false);
    expect(sameItems([], [])).toBe(true);
  });
});

describe('indexOfItem', () => {
  it('finds an item by id, -1 for unknown or null', () => {
    expect(indexOfItem(items, 'b')).toBe(1);
    expect(indexOfItem(items, 'z')).toBe(-1);
    expect(indexOfItem(items, null)).toBe(-1);
  });
});

describe('activationLine', () => {
  it('is 5 % of the viewport unless the offset is lower down', () => {
    expect(activationLine(800)).toBe(40);
    expect(activationLine(800, 24)).toBe(40);
    expect(activationLine(800, 140)).toBe(140);
  });

  it('ignores non-finite input', () => {
    expect(activationLine(800, Number.NaN)).toBe(40);
    expect(activationLine(Number.NaN, 10)).toBe(10);
  });
});

describe('pickActiveIndex', () => {
  const base = { line: 40, scrollTop: 500, atBottom: false };

  it('is -1 without targets', () => {
    expect(pickActiveIndex({ ...base, tops: [] })).toBe(-1);
  });

  it('picks the last target whose top has passed the line', () => {
    expect(pickActiveIndex({ ...base, tops: [-900, -300, 20, 600] })).toBe(2);
    expect(pickActiveIndex({ ...base, tops: [-900, -300, 200, 600] })).toBe(1);
    // Exactly on the line (a fragment jump with scroll-margin = offset), with sub-pixel slack.
    expect(pickActiveIndex({ ...base, tops: [-900, 40.6, 600] })).toBe(1);
  });

  it('falls back to the first target when none has passed the line', () => {
    expect(pickActiveIndex({ ...base, tops: [100, 600] })).toBe(0);
  });

  it('makes the first target active at the very top of the page', () => {
    expect(pickActiveIndex({ ...base, scrollTop: 0, tops: [-10, 20, 30] })).toBe(0);
  });

  it('makes the last target active at the very bottom of a scrolled page', () => {
    expect(pickActiveIndex({ ...base, atBottom: true, tops: [-900, -300, 300] })).toBe(2);
    // A page too short to scroll is at its top and bottom at once: the top wins.
    expect(pickActiveIndex({ ...base, scrollTop: 0, atBottom: true, tops: [10, 300] })).toBe(0);
  });

  it('never activates targets that are not rendered', () => {
    expect(pickActiveIndex({ ...base, tops: [-900, -300, Infinity] })).toBe(1);
    expect(pickActiveIndex({ ...base, tops: [-900, Infinity, -100] })).toBe(2);
  });
});
