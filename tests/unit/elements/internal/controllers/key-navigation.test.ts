import { describe, expect, it } from 'vitest';
import { rovingIndex } from '../../../../../elements/internal/controllers/key-navigation.ts';

describe('rovingIndex (tab lists)', () => {
  it('moves with the arrows of its orientation, wrapping at both ends', () => {
    expect(rovingIndex('ArrowRight', 0, 3)).toBe(1);
    expect(rovingIndex('ArrowRight', 2, 3)).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(rovingIndex('ArrowDown', 1, 3, 'vertical')).toBe(2);
    expect(rovingIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
  });

  it('jumps to the ends with Home and End; ignores other keys and the other orientation', () => {
    expect(rovingIndex('Home', 2, 3)).toBe(0);
    expect(rovingIndex('End', 0, 3)).toBe(2);
    expect(rovingIndex('ArrowDown', 0, 3)).toBeUndefined();
    expect(rovingIndex('Enter', 0, 3)).toBeUndefined();
    expect(rovingIndex('ArrowRight', 0, 0)).toBeUndefined();
  });

  it('with no current item, forward goes to the first and back to the last (menus, listboxes)', () => {
    expect(rovingIndex('ArrowDown', -1, 3, 'vertical')).toBe(0);
    expect(rovingIndex('ArrowUp', -1, 3, 'vertical')).toBe(2);
    expect(rovingIndex('ArrowRight', -1, 3)).toBe(0);
    expect(rovingIndex('ArrowLeft', -1, 3)).toBe(2);
    expect(rovingIndex('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(rovingIndex('ArrowDown', 0, 0, 'vertical')).toBeUndefined();
  });
});
