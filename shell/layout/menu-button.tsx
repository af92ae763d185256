import { Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { safeLazy } from '../navigation/safe-lazy.ts';

/** The popup element loads on first use (hover, focus or open): it is not needed at first paint. */
const loadMenu = () => import('../react/menu.ts');
const Menu = safeLazy(async () => (await loadMenu()).Menu);
const Tooltip = safeLazy(async () => (await import('../react/tooltip.ts')).Tooltip);

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
  const preparing = useRef(false);

  const prepare = () => {
    if (preparing.current) return;
    preparing.current = true;
    setPrepared(true);
    onPrepare?.();
    loadMenu().catch(() => {});
  };
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
            {items}
          </Menu>
          {tooltip ? <Tooltip for={buttonId} text={tooltip} /> : null}
        </Suspense>
      ) : null}
    </>
  );
}
