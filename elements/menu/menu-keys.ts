// Keyboard rules of a menu (WAI-ARIA menu pattern). Pure: unit-tested in Node.

/** The item index a navigation key moves to, or null when the key does not move focus. Arrows wrap. */
export function indexForKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Type-ahead: the first item after `current` (wrapping, the current one last) whose label starts
 * with `query`, ignoring case and leading whitespace; -1 when none does.
 */
export function typeaheadIndex(labels: readonly string[], current: number, query: string): number {
  const wanted = query.toLocaleLowerCase();
  if (!wanted) return -1;
  for (let step = 1; step <= labels.length; step++) {
    const index = (current + step + labels.length) % labels.length;
    if (labels[index]!.trim().toLocaleLowerCase().startsWith(wanted)) return index;
  }
  return -1;
}

/** Whether a key is a printable character that feeds type-ahead (no modifiers except Shift). */
export function isTypeaheadKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** Time after the last key press when the type-ahead buffer starts over. */
export const TYPEAHEAD_RESET_MS = 500;
