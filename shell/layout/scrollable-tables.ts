import { useEffect, type RefObject } from 'react';

/**
 * Tables in content scroll sideways when they are wider than the column (`display: block;
 * overflow-x: auto` in content.css). A keyboard user can only scroll a region that takes focus, so a
 * table gets `tabindex="0"` (and a visible focus ring from the stylesheet) while it overflows, and
 * loses it when it fits again (a wider window, a rotated phone): tables that fit add no tab stop.
 */
export function useScrollableTables(ref: RefObject<HTMLElement | null>, html: string): void {
  useEffect(() => {
    const container = ref.current;
    if (!container || typeof ResizeObserver === 'undefined') return;
    const tables = [...container.querySelectorAll<HTMLTableElement>('table')];
    if (!tables.length) return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) markScrollable(entry.target as HTMLElement);
    });
    for (const table of tables) observer.observe(table);
    return () => observer.disconnect();
  }, [ref, html]);
}

/** Makes `element` focusable while its content overflows it sideways, and not otherwise. */
export function markScrollable(element: HTMLElement): void {
  const overflows = element.scrollWidth > element.clientWidth + 1;
  if (overflows && element.getAttribute('tabindex') !== '0') element.setAttribute('tabindex', '0');
  else if (!overflows && element.getAttribute('tabindex') === '0') element.removeAttribute('tabindex');
}
