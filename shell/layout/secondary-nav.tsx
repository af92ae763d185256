import { useId, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { DocsNavigateEvent } from '../../elements/navigation-list/events.ts';
import type { NavListItem } from '../../elements/navigation-list/nav-tree.ts';
import { loadDocsTree } from '../data/trees.ts';
import { afterNextPaint } from '../lib/browser.ts';
import { primarySection } from './layout-rules.ts';
import type { NavSliceItem } from '../navigation/nav.ts';
import { CloseIcon, MenuIcon } from './icons.tsx';
import { currentLink, revealCurrent, sidebarScroller } from './secondary-nav/nav-scroll.ts';
import { visibleLevelsFor } from './secondary-nav/nav-rules.ts';
import { StaticNavList } from './secondary-nav/static-nav-list.tsx';
import { useDrawer } from './secondary-nav/use-drawer.ts';
import { useFullTree } from './secondary-nav/use-full-tree.ts';
import { useNavigationElement } from './secondary-nav/use-navigation-element.tsx';

export { visibleLevelsFor } from './secondary-nav/nav-rules.ts';

/**
 * The section's navigation tree beside the page (`docs-navigation-list`), and on small screens
 * (below 900 px) the mobile navigation drawer (use-drawer.ts). Until the first use of the sidebar (or
 * idle time, on wide screens) it is a static list that shows the same thing (static-nav-list.tsx);
 * the element then replaces it without moving focus or scrolling (use-navigation-element.tsx).
 */
export function SecondaryNav({
  items,
  activePath,
  label = 'Docs',
  loadFullTree,
}: {
  /** The tree, or the page's slice of it (branches with `hasHiddenChildren` are filled from `loadFullTree`). */
  items: NavSliceItem[];
  activePath: string;
  /** Name of the navigation landmark. */
  label?: string;
  /** Loads the whole tree after hydration when `items` is a slice. Defaults to the docs tree in the docs section. */
  loadFullTree?: () => Promise<NavSliceItem[]>;
}) {
  const { pathname } = useLocation();
  const section = primarySection(pathname);
  const navigate = useNavigate();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const treeRef = useRef<HTMLDivElement>(null);
  const treeId = useId();
  const displayDepth = visibleLevelsFor(pathname);

  const { open, ready, send } = useDrawer({ navRef, toggleRef, activePath, section });
  const NavigationList = useNavigationElement({ navRef, treeRef });
  const tree = useFullTree(items, section, NavigationList !== undefined, loadFullTree ?? (section === 'docs' ? loadDocsTree : undefined));

  // The current page's link in view in the sidebar (not the page): on the first paint, on each page,
  // when the closed drawer is laid out (ready) and when it opens. On a new page it waits for that page's first paint: measuring in the
  // commit forced a layout of the whole new article there, ahead of the frame (issue 32, back/forward).
  const revealedPath = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav) return undefined;
    const reveal = () => revealCurrent(sidebarScroller(nav, treeRef.current), currentLink(treeRef.current));
    const newPage = revealedPath.current !== undefined && revealedPath.current !== activePath;
    revealedPath.current = activePath;
    if (newPage && !open) return afterNextPaint(reveal);
    reveal();
    return undefined;
  }, [activePath, open, ready]);

  const onNavigate = (event: DocsNavigateEvent) => {
    const to = `/${event.path}`;
    if (event.trigger === 'link') send('link-click');
    event.respondWith(Promise.resolve(navigate(to)).then(() => window.location.pathname === to));
  };

  return (
    <nav className="docs-secondary-nav" aria-label={label} ref={navRef} data-open={open}>
      <button type="button" ref={toggleRef} className="docs-secondary-nav-toggle" aria-expanded={open} aria-controls={treeId} onClick={() => send('toggle')}>
        {open ? <CloseIcon /> : <MenuIcon />}
        Docs menu
      </button>
      <div id={treeId} className="docs-secondary-nav-tree" data-open={open} data-ready={ready || undefined} ref={treeRef}>
        {NavigationList ? (
          <NavigationList key={section} items={tree as NavListItem[]} activePath={activePath} displayDepth={displayDepth} onDocsNavigate={onNavigate} />
        ) : (
          <StaticNavList key={`${section}:${activePath}`} items={items as NavListItem[]} activePath={activePath} displayDepth={displayDepth} />
        )}
      </div>
    </nav>
  );
}
