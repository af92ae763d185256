import { useEffect, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { linkAction } from './links.ts';

/**
 * Makes plain `<a href>` links inside pre-rendered content behave like router links (spec §2 Links):
 * internal links navigate client-side unless a modifier key is held or another window is targeted;
 * external links open in a new window without opener; '#x' links resolve against the current path.
 */
export function useLinkInterception(containerRef: RefObject<HTMLElement | null>): void {
  const navigate = useNavigate();
  const location = useLocation();
  const currentPath = `${location.pathname}${location.search}`;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || !container.contains(anchor)) return;
      const action = linkAction(event, { href: anchor.getAttribute('href'), target: anchor.target, hasDownload: anchor.hasAttribute('download') }, currentPath);
      if (action.kind === 'internal') {
        event.preventDefault();
        void navigate(action.to);
      } else if (action.kind === 'external' && anchor.target !== '_blank') {
        event.preventDefault();
        window.open(action.href, '_blank', 'noopener');
      }
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [containerRef, navigate, currentPath]);
}
