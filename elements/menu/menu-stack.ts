// The submenu stack of a menu (spec §4: "open/closed with a stack of open submenus"). Pure: unit-tested in Node.

/** A stack change: the new stack (outermost submenu first) and the submenus that close, innermost first. */
export interface MenuStackChange<T> {
  stack: T[];
  closed: T[];
}

/**
 * Opening `submenu` from the menu at `depth` (0 is the top menu, n is `stack[n - 1]`): every open
 * submenu deeper than that menu closes first (a sibling's branch), then `submenu` is pushed. When
 * `submenu` is already open at that place, only the submenus below it close.
 */
export function openSubmenuAt<T>(stack: readonly T[], depth: number, submenu: T): MenuStackChange<T> {
  const at = Math.max(0, Math.min(depth, stack.length));
  if (stack[at] === submenu) return { stack: stack.slice(0, at + 1), closed: stack.slice(at + 1).reverse() };
  return { stack: [...stack.slice(0, at), submenu], closed: stack.slice(at).reverse() };
}

/** Closing the submenu at `index` closes it and every submenu opened from it. */
export function closeSubmenuAt<T>(stack: readonly T[], index: number): MenuStackChange<T> {
  if (index < 0 || index >= stack.length) return { stack: [...stack], closed: [] };
  return { stack: stack.slice(0, index), closed: stack.slice(index).reverse() };
}

/** Closing the whole menu closes every submenu, innermost first. */
export function closeAll<T>(stack: readonly T[]): MenuStackChange<T> {
  return { stack: [], closed: [...stack].reverse() };
}
