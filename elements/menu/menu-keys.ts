// Type-ahead rules of a menu (WAI-ARIA menu pattern); arrows, Home/End and PageUp/PageDown are
// KeyNavigationController's (elements/internal/controllers/key-navigation.ts). Pure: unit-tested in Node.

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
