import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Keyboard rule of a one-dimensional composite widget (tabs, menus, listboxes): which item an arrow,
 * Home or End key moves to, wrapping at the ends; with no current item (`current` < 0) forward goes
 * to the first and back to the last. `undefined` for any other key (let the event through).
 * Pure, so it is unit-tested in Node (tests/unit/elements/internal/controllers/key-navigation.test.ts).
 */
export function rovingIndex(key: string, current: number, count: number, orientation: 'horizontal' | 'vertical' = 'horizontal'): number | undefined {
  if (count <= 0) return undefined;
  const [back, forward] = orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  switch (key) {
    case forward:
      return current < 0 ? 0 : (current + 1) % count;
    case back:
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

export interface KeyNavigationOptions {
  /** How many items there are now. */
  count(): number;
  /** Index of the current item, or -1 when none is. */
  current(): number;
  /** Called when a key moved to `index` (the key's default action is already prevented). */
  onMove(index: number, event: KeyboardEvent): void;
  /** Which arrows move: Left/Right ('horizontal', the default) or Up/Down ('vertical'). */
  orientation?: 'horizontal' | 'vertical';
  /**
   * Whether Home and End jump to the ends (default true). Off for a text field that moves an
   * active descendant: there Home/End belong to the caret.
   */
  homeEnd?: boolean;
  /** Whether PageUp and PageDown also jump to the ends (menus; default false). */
  pageKeys?: boolean;
}

/**
 * Arrow-key navigation over a one-dimensional list of items (tabs, menu items, options): the arrows of
 * the orientation move to the next/previous item, wrapping at the ends; Home/End jump to the ends.
 * With no current item, "next" is the first and "previous" the last.
 *
 * Bind {@link KeyNavigationController.onKeydown} where the keys arrive (a tab list, a combobox
 * field): `@keydown=${this.#keys.onKeydown}`. Keys it does not handle pass through untouched; a
 * key it handles has its default prevented (no page scroll, no caret move). Holds no listeners or
 * timers, so it is safe in Node.
 */
export class KeyNavigationController implements ReactiveController {
  readonly #options: KeyNavigationOptions;

  constructor(host: ReactiveControllerHost, options: KeyNavigationOptions) {
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {}

  /** The index `key` moves to from the current item, or undefined when the key does not move. */
  indexFor(key: string): number | undefined {
    const { orientation = 'horizontal', homeEnd = true, pageKeys = false } = this.#options;
    if (pageKeys && (key === 'PageUp' || key === 'PageDown')) key = key === 'PageUp' ? 'Home' : 'End';
    else if (!homeEnd && (key === 'Home' || key === 'End')) return undefined;
    return rovingIndex(key, this.#options.current(), this.#options.count(), orientation);
  }

  /** Keydown handler: moves and prevents the default for navigation keys; returns whether it did. */
  readonly onKeydown = (event: KeyboardEvent): boolean => {
    if (event.altKey || event.ctrlKey || event.metaKey) return false;
    const next = this.indexFor(event.key);
    if (next === undefined) return false;
    event.preventDefault();
    this.#options.onMove(next, event);
    return true;
  };
}
