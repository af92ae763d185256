/** Keeping the sidebar's current link in view, without scrolling the page (only the sidebar's own scroller). */

/** The element that scrolls the sidebar: the open drawer on small screens, else the nav itself. */
export function sidebarScroller(nav: HTMLElement, tree: HTMLElement | null): HTMLElement {
  return tree && getComputedStyle(tree).overflowY !== 'visible' ? tree : nav;
}

/** The current page's link, in the static list or in the element's shadow root. */
export function currentLink(tree: HTMLElement | null): HTMLElement | null {
  if (!tree) return null;
  const list = tree.querySelector('docs-navigation-list');
  const root: ParentNode = list?.shadowRoot ?? tree;
  return root.querySelector<HTMLElement>('a[aria-current="page"]');
}

/** Distance of the link's top from the scroller's top, or null when it is not laid out (hidden). */
export function offsetIn(scroller: HTMLElement, link: HTMLElement | null): number | null {
  if (!link) return null;
  const box = link.getBoundingClientRect();
  if (box.height === 0) return null;
  return box.top - scroller.getBoundingClientRect().top;
}

/** Scrolls the sidebar so the current link is in view (a third down), if it is not already. */
export function revealCurrent(scroller: HTMLElement, link: HTMLElement | null): void {
  const offset = offsetIn(scroller, link);
  if (offset === null || !link) return;
  const height = scroller.clientHeight;
  if (offset >= 0 && offset + link.offsetHeight <= height) return;
  scroller.scrollTop += offset - height / 3;
}
