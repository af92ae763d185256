import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import type { DocsNavigateEvent } from '../../../elements/navigation-list/events.ts';
import type { NavListItem } from '../../../elements/navigation-list/nav-tree.ts';
import { currentLink, offsetIn, sidebarScroller } from './nav-scroll.ts';
import { ENHANCE_ON } from './nav-rules.ts';
import { StaticNavList } from './static-nav-list.tsx';
import { whenIdleAndVisible } from '../../lib/browser.ts';

export type NavigationListProps = { items: NavListItem[]; activePath: string; displayDepth: number; onDocsNavigate: (event: DocsNavigateEvent) => void };

/**
 * The element's React wrapper once loaded. Not React.lazy: a lazy component suspends on its first
 * render even when its module is already here, and the swap would then show the static list again
 * (remounted, so keyboard focus fell to <body>) until React revealed the element a few hundred ms later.
 * The swap waits for this instead and renders the element in one commit.
 */
let navigationList: ComponentType<NavigationListProps> | undefined;
const loadNavigationList = (): Promise<unknown> =>
  import('../../react/navigation-list.ts').then(
    (module) => (navigationList = module.NavigationList as unknown as ComponentType<NavigationListProps>),
    // Without the element (its chunk failed to load), the plain links stay.
    () => (navigationList = (props) => <StaticNavList items={props.items} activePath={props.activePath} displayDepth={props.displayDepth} />),
  );

/** Asks for the element on the first use of the sidebar, or once the page is idle with the sidebar's tree on screen. */
function useWanted(navRef: RefObject<HTMLElement | null>, treeRef: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const nav = navRef.current;
    if (!nav || wanted) return;
    // A transition: the first touch of the sidebar (a press on the drawer's toggle, say) does not wait
    // for this render.
    const start = () => startTransition(() => setWanted(true));
    for (const type of ENHANCE_ON) nav.addEventListener(type, start, { passive: true, capture: true });
    // Beside the page (wide screens) the sidebar is read without being touched: it upgrades when the page
    // is idle. In the small-screen drawer the tree is hidden until the drawer opens (itself a use).
    const cancel = whenIdleAndVisible(treeRef.current, start);
    return () => {
      for (const type of ENHANCE_ON) nav.removeEventListener(type, start, { capture: true });
      cancel();
    };
  }, [wanted, navRef, treeRef]);
  return wanted;
}

/** Whether a pointer is pressed in the navigation (a click that started on a static link must end on it). */
function usePressed(navRef: RefObject<HTMLElement | null>): RefObject<boolean> {
  const pressed = useRef(false);
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const down = () => (pressed.current = true);
    const up = () => (pressed.current = false);
    nav.addEventListener('pointerdown', down, true);
    window.addEventListener('pointerup', up, true);
    window.addEventListener('pointercancel', up, true);
    return () => {
      nav.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', up, true);
    };
  }, [navRef]);
  return pressed;
}

/**
 * Until the swap, which static link has keyboard focus (a keyboard user may tab on while the element
 * loads): the element's link for the same page gets focus after the swap.
 */
function useFocusedPath(navRef: RefObject<HTMLElement | null>, enhanced: boolean): RefObject<string | null> {
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    const nav = navRef.current;
    if (!nav || enhanced) return;
    const track = (event: FocusEvent) => {
      refocus.current = (event.target as Element).closest?.('a.docs-nav-link, a.docs-nav-group-label')?.getAttribute('href')?.replace(/^\//, '') ?? null;
    };
    nav.addEventListener('focusin', track);
    return () => nav.removeEventListener('focusin', track);
  }, [enhanced, navRef]);
  return refocus;
}

/**
 * The static list until the element (and Lit) is wanted and loaded, then the element, swapped in one
 * commit without moving focus or scrolling: the focused link's twin gets focus, and the current
 * page's link stays where it was in the sidebar.
 */
export function useNavigationElement({
  navRef,
  treeRef,
}: {
  navRef: RefObject<HTMLElement | null>;
  treeRef: RefObject<HTMLDivElement | null>;
}): ComponentType<NavigationListProps> | undefined {
  const wanted = useWanted(navRef, treeRef);
  const pressed = usePressed(navRef);
  const [enhanced, setEnhanced] = useState(false);
  const refocus = useFocusedPath(navRef, enhanced);
  /** Where the current page's link sat in the sidebar just before the swap. */
  const anchor = useRef<number | null>(null);

  useEffect(() => {
    if (!wanted || enhanced) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const swap = () => {
      if (!live) return;
      if (pressed.current) {
        timer = setTimeout(swap, 50);
        return;
      }
      const nav = navRef.current;
      anchor.current = nav ? offsetIn(sidebarScroller(nav, treeRef.current), currentLink(treeRef.current)) : null;
      setEnhanced(true);
    };
    // A failed load swaps too, to the static list (see loadNavigationList).
    void loadNavigationList().then(swap);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [wanted, enhanced, pressed, navRef, treeRef]);

  // A layout effect, then the element's first render (a microtask): focus moves to the element's link
  // and the sidebar scrolls back in the same task as the swap, before the browser paints or handles the
  // next key (a Tab or Enter pressed meanwhile would otherwise start from <body>). Polling covers an
  // element that renders later.
  useLayoutEffect(() => {
    if (!enhanced) return;
    let tries = 0;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const list = treeRef.current?.querySelector('docs-navigation-list') as (Element & { updateComplete?: Promise<unknown> }) | null | undefined;
    const keepPlace = () => {
      const nav = navRef.current;
      const before = anchor.current;
      if (!nav || before === null) return;
      const scroller = sidebarScroller(nav, treeRef.current);
      const after = offsetIn(scroller, currentLink(treeRef.current));
      if (after === null) return;
      anchor.current = null;
      scroller.scrollTop += after - before;
    };
    const focusLink = () => {
      const path = refocus.current;
      if (!live || path === null) return;
      const link = list?.shadowRoot?.querySelector<HTMLElement>(`a[data-path="${CSS.escape(path)}"]`);
      if (link) {
        refocus.current = null;
        // Only if focus was lost with the static link (not moved elsewhere meanwhile).
        if (document.activeElement === document.body || document.activeElement === null) link.focus({ preventScroll: true });
      } else if (tries++ < 100) timer = setTimeout(focusLink, 50);
    };
    const settle = () => {
      if (!live) return;
      keepPlace();
      focusLink();
    };
    if (list?.updateComplete) void list.updateComplete.then(settle, settle);
    else settle();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [enhanced, navRef, treeRef, refocus]);

  return enhanced ? navigationList : undefined;
}
