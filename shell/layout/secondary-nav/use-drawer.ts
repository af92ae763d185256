import { startTransition, useCallback, useEffect, useState, type RefObject } from 'react';
import { watchDismissal } from '../../../elements/adapters/dismiss.ts';
import { afterNextPaint, whenIdleAndVisible } from '../../lib/browser.ts';
import { inertOthers } from './inert-others.ts';
import { BREAKPOINTS } from '../layout-rules.ts';
import { nextMobileNavOpen, returnsFocus, type MobileNavEvent } from './mobile-nav.ts';

const SMALL = `(max-width: ${BREAKPOINTS.extraSmall - 0.02}px)`;

/** Class of <body> while the drawer is open: scrolling locked, the page behind dimmed. */
export const DRAWER_OPEN_CLASS = 'docs-nav-drawer-open';

/**
 * The small-screen drawer (mobile-nav.ts): opened by the toggle; closed by Escape, a click outside,
 * a link, a page change, a primary section change or growing past the breakpoint. While open, the
 * page behind is dimmed and does not scroll, and from the frame after it opened it is inert.
 */
export function useDrawer({
  navRef,
  toggleRef,
  activePath,
  section,
}: {
  navRef: RefObject<HTMLElement | null>;
  toggleRef: RefObject<HTMLButtonElement | null>;
  activePath: string;
  section: string;
}) {
  const [open, setOpen] = useState(false);
  const send = useCallback(
    (event: MobileNavEvent) => {
      setOpen((was) => {
        const next = nextMobileNavOpen(was, event);
        if (was && !next && returnsFocus(event)) queueMicrotask(() => toggleRef.current?.focus());
        return next;
      });
    },
    [toggleRef],
  );

  useEffect(() => send('page-change'), [activePath, send]);
  useEffect(() => send('section-change'), [section, send]);

  useEffect(() => {
    const nav = navRef.current;
    if (!open || !nav) return;
    document.body.classList.add('docs-scroll-locked', DRAWER_OPEN_CLASS);
    // The page behind becomes inert once the open drawer is on screen: that restyles every element of
    // the page (~70 ms on a long page at 4× CPU throttling), which need not delay the drawer's frame.
    let restore: (() => void) | undefined;
    const cancelInert = afterNextPaint(() => (restore = inertOthers(nav)));
    const stopWatching = watchDismissal(nav, {
      escape: 'document',
      onDismiss: (reason) => send(reason === 'escape' ? 'escape' : 'outside-click'),
    });
    return () => {
      cancelInert();
      restore?.();
      document.body.classList.remove('docs-scroll-locked', DRAWER_OPEN_CLASS);
      stopWatching();
    };
  }, [open, send, navRef]);

  // Ready: once the page is idle with the drawer's toggle on screen (small screens only), the closed drawer
  // is laid out hidden (global.css), so that opening it is a style change, not its first layout.
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdleAndVisible(toggleRef.current, () => startTransition(() => setReady(true))), [toggleRef]);

  // The drawer only exists on small screens: growing past the breakpoint closes it.
  useEffect(() => {
    const query = window.matchMedia(SMALL);
    const onChange = () => {
      if (!query.matches) send('close');
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [send]);

  return { open, ready, send };
}
