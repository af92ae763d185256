/**
 * Mobile navigation rules (spec §4): below the extra-small breakpoint the navigation is a drawer
 * that opens and closes; it closes on a primary route change, an outside click, a link click, a
 * page change and Escape. Pure.
 */
export type MobileNavEvent = 'toggle' | 'open' | 'close' | 'escape' | 'outside-click' | 'link-click' | 'page-change' | 'section-change';

export function nextMobileNavOpen(open: boolean, event: MobileNavEvent): boolean {
  switch (event) {
    case 'toggle':
      return !open;
    case 'open':
      return true;
    default:
      return false;
  }
}

/** Whether focus should go back to the toggle button after closing (keyboard and explicit closes, not clicks elsewhere or navigations). */
export function returnsFocus(event: MobileNavEvent): boolean {
  return event === 'escape' || event === 'close';
}
