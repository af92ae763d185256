import { createContext, startTransition, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { whenIdleAndVisible } from '../lib/browser.ts';
import { safeLazy } from '../navigation/safe-lazy.ts';

/**
 * The popup element is not needed at first paint: it loads on first use (hover, focus or open), or once
 * the page is idle with the button on screen, so that a first click (or tap, which has no hover) does not
 * wait for its code and its first render.
 */
const loadMenu = () => import('../react/menu.ts');
const Menu = safeLazy(async () => (await loadMenu()).Menu);
const Tooltip = safeLazy(async () => (await import('../react/tooltip.ts')).Tooltip);

/**
 * True once the menu has been used (hovered, focused, pressed or opened), false while it is only rendered
 * ahead of use: items that fetch their data (the version list) wait for it.
 */
export const MenuUsedContext = createContext(false);

export interface MenuButtonProps {
  /** Accessible name of the button (and of the menu). */
  label: string;
  /** What the button shows (an icon, a version number…). */
  children: ReactNode;
  /** The menu items: elements with role menuitem / menuitemradio. */
  items: ReactNode;
  className?: string;
  placement?: 'bottom-start' | 'bottom-end';
  /** Called the first time the menu is about to be used (e.g. to fetch its data). */
  onPrepare?: () => void;
  /** Called when an item is chosen. */
  onSelect?: (item: HTMLElement) => void;
  /** Show the label in a tooltip on hover, focus and long press (for icon-only buttons). */
  tooltip?: string;
}

/**
 * A WAI-ARIA menu button (Enter, Space, ArrowDown open on the first item; ArrowUp on the last),
 * with its popup in `<docs-menu>`.
 */
export function MenuButton({ label, children, items, className, placement = 'bottom-start', onPrepare, onSelect, tooltip }: MenuButtonProps) {
  const buttonId = useId();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');
  const [prepared, setPrepared] = useState(false);
  const [used, setUsed] = useState(false);
  const preparing = useRef(false);

  const buttonRef = useRef<HTMLButtonElement>(null);

  const prepare = () => {
    if (preparing.current) return;
    preparing.current = true;
    setPrepared(true);
    // Only data-fetching items read this: the hover or press that sets it does not wait for their render.
    startTransition(() => setUsed(true));
    onPrepare?.();
    loadMenu().catch(() => {});
  };
  // At idle: the element's code and the closed menu, rendered in a transition. onPrepare (which may fetch
  // the menu's data) still waits for a use.
  useEffect(
    () =>
      whenIdleAndVisible(buttonRef.current, () => {
        loadMenu().then(
          () => startTransition(() => setPrepared(true)),
          () => {},
        );
      }),
    [],
  );
  const openWith = (focus: 'first' | 'last') => {
    prepare();
    setInitialFocus(focus);
    setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  return (
    <>
      <button
        type="button"
        ref={buttonRef}
        id={buttonId}
        className={className ?? 'docs-icon-button'}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={prepare}
        onPointerDown={prepare}
        onFocus={prepare}
        onKeyDown={onKeyDown}
        onClick={() => (open ? setOpen(false) : openWith('first'))}
      >
        {children}
      </button>
      {prepared ? (
        <Suspense fallback={null}>
          <Menu
            id={menuId}
            for={buttonId}
            open={open}
            initialFocus={initialFocus}
            placement={placement}
            aria-label={label}
            hidden={!open}
            onDocsMenuClose={() => setOpen(false)}
            onDocsMenuSelect={(event) => onSelect?.(event.item)}
          >
            <MenuUsedContext.Provider value={used}>{items}</MenuUsedContext.Provider>
          </Menu>
          {tooltip ? <Tooltip for={buttonId} text={tooltip} /> : null}
        </Suspense>
      ) : null}
    </>
  );
}
