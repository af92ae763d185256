/**
 * Keyboard rule of a one-dimensional composite widget (tabs, toolbars): which item an arrow, Home or
 * End key moves to, wrapping at the ends. `undefined` for any other key (let the event through).
 * Pure, so it is unit-tested in Node and shared by the elements that have a tab list.
 */
export function rovingIndex(key: string, current: number, count: number, orientation: 'horizontal' | 'vertical' = 'horizontal'): number | undefined {
  if (count <= 0) return undefined;
  const [back, forward] = orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  switch (key) {
    case forward:
      return (current + 1) % count;
    case back:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
