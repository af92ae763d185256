import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { safeSessionStorage } from '../../elements/adapters/storage.ts';
import { readPositions, scrollTarget, writePositions } from './scroll-positions.ts';

// The safe adapter: reaching sessionStorage throws where site data is blocked (issue 20).
const storage = () => safeSessionStorage;

/** Runs `fn` once the page has rendered: after React's commit and the custom elements' first render. */
function afterRender(fn: () => void): () => void {
  let second = 0;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(fn);
  });
  return () => {
    cancelAnimationFrame(first);
    cancelAnimationFrame(second);
  };
}

/**
 * Scroll handling after client navigations (spec §4, §9): to the anchor (offset by the CSS
 * `scroll-padding-top`), to the saved position on back/forward, or to the top. Anchors and saved
 * positions are applied once the page has rendered, custom elements included, so they land where
 * the reader expects. Replaces React Router's ScrollRestoration, which restores before web
 * components render their shadow DOM.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(new Map());
  const keyRef = useRef(location.key);
  const first = useRef(true);

  useLayoutEffect(() => {
    positions.current = readPositions(storage());
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const onScroll = () => positions.current.set(keyRef.current, window.scrollY);
    const save = () => writePositions(storage(), positions.current);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, []);

  useLayoutEffect(() => {
    keyRef.current = location.key;
    const saved = positions.current.get(location.key);
    if (first.current) {
      // First load: the browser has handled the hash; a reload restores its saved position.
      first.current = false;
      if (!location.hash && saved !== undefined && navigationType === 'POP') return afterRender(() => window.scrollTo(0, saved));
      return undefined;
    }
    const state = location.state as { disableScrolling?: boolean } | null;
    const target = scrollTarget({ hash: location.hash, navigationType, saved, disableScrolling: Boolean(state?.disableScrolling) });
    if (target.kind === 'top') {
      window.scrollTo(0, 0);
      return undefined;
    }
    // Back/forward: at the saved position in the new page's first frame (a layout of the page, which
    // that frame needs anyway), and again once the custom elements have rendered (issue 32: it used to
    // wait two frames, showing the new page at the old page's offset meanwhile). Scroll anchoring is off
    // until then (global.css): it moved the restored position (by 114 px on /essentials/templates) while
    // the article itself kept its layout.
    const root = document.documentElement;
    if (target.kind === 'position') {
      root.dataset.restoringScroll = '';
      window.scrollTo(0, target.y);
    }
    const cancel = afterRender(() => {
      if (target.kind === 'position') window.scrollTo(0, target.y);
      else if (target.kind === 'anchor') {
        const element = document.getElementById(target.id);
        if (element) element.scrollIntoView();
        else window.scrollTo(0, 0);
      }
      delete root.dataset.restoringScroll;
    });
    return () => {
      cancel();
      delete root.dataset.restoringScroll;
    };
  }, [location.key, location.hash, location.state, navigationType]);
}
