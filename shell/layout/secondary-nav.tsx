import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { DocsNavigateEvent } from '../../elements/navigation-list/events.ts';
import type { NavListItem } from '../../elements/navigation-list/nav-tree.ts';
import { watchDismissal } from '../../elements/adapters/dismiss.ts';
import { loadDocsTree } from '../data/trees.ts';
import { inertOthers } from '../lib/inert-others.ts';
import { BREAKPOINTS, primarySection } from '../lib/layout-rules.ts';
import { nextMobileNavOpen, returnsFocus, type MobileNavEvent } from '../lib/mobile-nav.ts';
import type { NavSliceItem } from '../lib/nav.ts';
import { CloseIcon, MenuIcon } from './icons.tsx';

/** The element (and Lit) load on the first interaction with the navigation; the static list shows until then. */
type NavigationListProps = { items: NavListItem[]; activePath: string; displayDepth: number; onDocsNavigate: (event: DocsNavigateEvent) => void };
/**
 * The element's React wrapper once loaded. Not React.lazy: a lazy component suspends on its first
 * render even when its module is already here, and the swap would then show the static list again
 * (remounted, so keyboard focus fell to <body>) until React revealed the element a few hundred ms later.
 * The swap waits for this instead and renders the element in one commit.
 */
let navigationList: ComponentType<NavigationListProps> | undefined;
const loadNavigationList = (): Promise<unknown> =>
  import('../react/navigation-list.ts').then(
    (module) => (navigationList = module.NavigationList as unknown as ComponentType<NavigationListProps>),
    // Without the element (its chunk failed to load), the plain links stay.
    () => (navigationList = (props) => <StaticNavList items={props.items} activePath={props.activePath} />),
  );

const hasHiddenBranches = (items: readonly NavSliceItem[]): boolean =>
  items.some((item) => item.hasHiddenChildren || (item.children ? hasHiddenBranches(item.children) : false));

const SMALL = `(max-width: ${BREAKPOINTS.extraSmall - 0.02}px)`;

/** Events in the navigation that load the element. */
const ENHANCE_ON = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Levels of the tree shown without expanding (spec §9): 2 for docs, 1 for reference. */
export function visibleLevelsFor(pathname: string): number {
  return primarySection(pathname) === 'reference' ? 1 : 2;
}

/**
 * The section's navigation tree beside the page (`docs-navigation-list`), and on small screens
 * (below 900 px) the mobile navigation drawer: opened by the 'Docs menu' button; closed by Escape,
 * a click outside, a link, a page change or a primary section change; while open the page behind is
 * inert and does not scroll.
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
  const loader = loadFullTree ?? (section === 'docs' ? loadDocsTree : undefined);
  const [full, setFull] = useState<{ section: string; tree: NavSliceItem[] } | null>(null);
  const navigate = useNavigate();
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const treeId = useId();
  const treeRef = useRef<HTMLDivElement>(null);

  // The element (and Lit) and the whole tree load on the first interaction with the navigation (a
  // pointer over it, a touch, focus or a key in it; on small screens, opening the drawer is one): the
  // static links work until then, and a page that is only read loads neither.
  const refocus = useRef<string | null>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const nav = navRef.current;
    if (!nav || wanted) return;
    const start = () => setWanted(true);
    for (const type of ENHANCE_ON) nav.addEventListener(type, start, { passive: true });
    return () => {
      for (const type of ENHANCE_ON) nav.removeEventListener(type, start);
    };
  }, [wanted]);
  // Until the swap, remember which static link has keyboard focus (a keyboard user may tab on while the
  // element loads): the element's link for the same page gets focus after the swap.
  useEffect(() => {
    const nav = navRef.current;
    if (!nav || enhanced) return;
    const track = (event: FocusEvent) => {
      refocus.current = (event.target as Element).closest?.('a.docs-nav-link')?.getAttribute('href')?.replace(/^\//, '') ?? null;
    };
    nav.addEventListener('focusin', track);
    return () => nav.removeEventListener('focusin', track);
  }, [enhanced]);
  // The static list is swapped for the element once its code is here, and never while a pointer is
  // pressed: a click that started on a static link ends on it.
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
  }, []);
  useEffect(() => {
    if (!wanted || enhanced) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const swap = () => {
      if (!live) return;
      if (pressed.current) timer = setTimeout(swap, 50);
      else setEnhanced(true);
    };
    // A failed load swaps too, to the static list (see loadNavigationList).
    void loadNavigationList().then(swap);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [wanted, enhanced]);
  // A layout effect, then the element's first render (a microtask): focus moves to the element's link
  // in the same task as the swap, before the browser handles the next key (a Tab or Enter pressed
  // meanwhile would otherwise start from <body>). Polling covers an element that renders later.
  useLayoutEffect(() => {
    const path = refocus.current;
    if (!enhanced || path === null) return;
    let tries = 0;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focusLink = () => {
      if (!live || refocus.current === null) return;
      const list = treeRef.current?.querySelector('docs-navigation-list');
      const link = list?.shadowRoot?.querySelector<HTMLElement>(`a[data-path="${CSS.escape(path)}"]`);
      if (link) {
        refocus.current = null;
        // Only if focus was lost with the static link (not moved elsewhere meanwhile).
        if (document.activeElement === document.body || document.activeElement === null) link.focus();
      } else if (tries++ < 100) timer = setTimeout(focusLink, 50);
    };
    const list = treeRef.current?.querySelector('docs-navigation-list') as (Element & { updateComplete?: Promise<unknown> }) | null | undefined;
    if (list?.updateComplete) void list.updateComplete.then(focusLink, focusLink);
    else focusLink();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [enhanced, full]);

  // The page sent a slice: fetch the whole tree once the page is interactive.
  const needsFull = enhanced && Boolean(loader) && full?.section !== section && hasHiddenBranches(items);
  useEffect(() => {
    if (!needsFull || !loader) return;
    let live = true;
    loader().then(
      (tree) => live && setFull({ section, tree }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [needsFull, loader, section]);
  const tree = full?.section === section ? full.tree : items;

  const send = useCallback((event: MobileNavEvent) => {
    setOpen((was) => {
      const next = nextMobileNavOpen(was, event);
      if (was && !next && returnsFocus(event)) queueMicrotask(() => toggleRef.current?.focus());
      return next;
    });
  }, []);

  useEffect(() => send('page-change'), [activePath, send]);
  useEffect(() => send('section-change'), [section, send]);

  // While open: page behind inert, body scroll locked, Escape and outside clicks close.
  useEffect(() => {
    const nav = navRef.current;
    if (!open || !nav) return;
    const restore = inertOthers(nav);
    document.body.classList.add('docs-scroll-locked');
    const stopWatching = watchDismissal(nav, {
      escape: 'document',
      onDismiss: (reason) => send(reason === 'escape' ? 'escape' : 'outside-click'),
    });
    return () => {
      restore();
      document.body.classList.remove('docs-scroll-locked');
      stopWatching();
    };
  }, [open, send]);

  // The drawer only exists on small screens: growing past the breakpoint closes it.
  useEffect(() => {
    const query = window.matchMedia(SMALL);
    const onChange = () => {
      if (!query.matches) send('close');
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [send]);

  const onNavigate = (event: DocsNavigateEvent) => {
    const to = `/${event.path}`;
    if (event.trigger === 'link') send('link-click');
    event.respondWith(Promise.resolve(navigate(to)).then(() => window.location.pathname === to));
  };

  const fallback = <StaticNavList items={items} activePath={activePath} />;
  const NavigationList = navigationList;
  return (
    <nav className="docs-secondary-nav" aria-label={label} ref={navRef} data-open={open}>
      <button type="button" ref={toggleRef} className="docs-secondary-nav-toggle" aria-expanded={open} aria-controls={treeId} onClick={() => send('toggle')}>
        {open ? <CloseIcon /> : <MenuIcon />}
        Docs menu
      </button>
      <div id={treeId} className="docs-secondary-nav-tree" data-open={open} ref={treeRef}>
        {enhanced && NavigationList ? (
          <NavigationList
            key={section}
            items={tree as NavListItem[]}
            activePath={activePath}
            displayDepth={visibleLevelsFor(pathname)}
            onDocsNavigate={onNavigate}
          />
        ) : (
          fallback
        )}
      </div>
    </nav>
  );
}

/** The tree as plain links, for the first paint and pages read without JavaScript: the open branches of the slice. */
function StaticNavList({ items, activePath }: { items: NavSliceItem[]; activePath: string }) {
  return (
    <ul className="docs-static-nav">
      {items.map((item) => (
        <li key={`${item.level}:${item.path ?? ''}:${item.label}`} className={`docs-nav-item docs-nav-level-${item.level}`}>
          {item.isExternal && item.path ? (
            <a className="docs-nav-link" href={item.path} target="_blank" rel="noopener">
              {item.label}
              <span className="docs-visually-hidden"> (opens in a new window)</span>
            </a>
          ) : item.path !== undefined && !item.children?.length ? (
            // Link with an explicit aria-current: NavLink's own matching left the current page unmarked in
            // the prerendered list, which now stays until the first interaction.
            <Link className="docs-nav-link" to={`/${item.path}`} aria-current={item.path === activePath ? 'page' : undefined}>
              {item.label}
            </Link>
          ) : (
            <span className="docs-nav-group-label">{item.label}</span>
          )}
          {item.children?.length ? <StaticNavList items={item.children} activePath={activePath} /> : null}
        </li>
      ))}
    </ul>
  );
}
