import { html, LitElement, type PropertyValues } from 'lit';
import type { Placement } from '@floating-ui/dom';
import { DismissController } from '../adapters/dismiss.ts';
import { KeyNavigationController } from '../internal/controllers/key-navigation.ts';
import { TimerController } from '../internal/controllers/timer.ts';
import { floatNextTo } from '../internal/floating.ts';
import { DocsMenuCloseEvent, DocsMenuSelectEvent, type MenuCloseReason } from './events.ts';
import { menuStyles } from './menu.styles.ts';
import { isTypeaheadKey, TYPEAHEAD_RESET_MS, typeaheadIndex } from './menu-keys.ts';
import { closeAll, closeSubmenuAt, openSubmenuAt, type MenuStackChange } from './menu-stack.ts';

const ITEM_SELECTOR = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/**
 * The popup of a WAI-ARIA menu button. The element itself has `role="menu"`; its light-DOM children
 * with a `menuitem`, `menuitemradio` or `menuitemcheckbox` role are the items (buttons or links).
 * The menu button stays outside (named by `for`) and owns `aria-haspopup`, `aria-expanded` and
 * `aria-controls`; it sets `open` and listens for `docs-menu-close`.
 *
 * While open, the menu is positioned next to its button with @floating-ui/dom (fixed, flipped and
 * shifted into the viewport), and the keyboard works as the pattern says: ArrowDown/ArrowUp move
 * (wrapping), Home/End jump, a printable character moves to the next item starting with the typed
 * text (type-ahead), Enter/Space choose, Escape closes and returns focus to the button, Tab closes
 * and lets focus move on. A click outside closes it. Choosing an item fires `docs-menu-select`,
 * closes the menu and returns focus to the button.
 *
 * Submenus: a `docs-menu` placed inside another one is a submenu; its `for` names the item that
 * opens it (that item gets `aria-haspopup="menu"` and `aria-expanded`). The top menu keeps the stack
 * of open submenus (`openSubmenus`, spec §4). ArrowRight, Enter, Space or a click on the item opens
 * the submenu and focuses its first item (opening one closes a sibling's branch first); ArrowLeft or
 * Escape closes only the innermost submenu and returns focus to the item that opened it; choosing an
 * item, Tab or a click outside closes the whole menu. A submenu fires no `docs-menu-close` of its own:
 * the top menu fires it when everything closes.
 *
 * @tagname docs-menu
 * @summary Popup menu of a menu button: keyboard navigation, type-ahead, focus return, floating placement.
 *
 * @slot - The menu items (elements with a `menuitem`, `menuitemradio` or `menuitemcheckbox` role).
 *
 * @fires {DocsMenuSelectEvent} docs-menu-select - An item was chosen (`event.item`), in this menu or one of its submenus. Bubbles, composed.
 * @fires {DocsMenuCloseEvent} docs-menu-close - The (top) menu closed itself (`event.reason`: escape, select, outside, tab). Bubbles, composed.
 *
 * @cssprop [--docs-menu-background=Canvas] - Background of the popup.
 * @cssprop [--docs-menu-color=CanvasText] - Text colour of the popup.
 * @cssprop [--docs-menu-border-color=color-mix(in srgb, currentColor 20%, transparent)] - Border colour.
 * @cssprop [--docs-menu-radius=10px] - Corner radius.
 * @cssprop [--docs-menu-min-width=180px] - Minimum width.
 * @cssprop [--docs-menu-item-hover-background=color-mix(in srgb, currentColor 10%, transparent)] - Background of the hovered or focused item.
 * @cssprop [--docs-menu-z-index=50] - Stacking order of the popup.
 * @cssprop [--docs-focus-ring-color=currentColor] - Colour of the keyboard focus outline.
 */
export class DocsMenu extends LitElement {
  static override styles = menuStyles;

  static override properties = {
    open: { type: Boolean, reflect: true },
    for: { type: String, reflect: true },
    placement: { type: String },
    initialFocus: { type: String, attribute: 'initial-focus' },
  };

  /** Whether the menu is shown. */
  declare open: boolean;
  /** Id of the menu button (the anchor the popup is placed next to, and where focus returns). */
  declare for: string;
  /** Floating UI placement of the popup relative to the button. */
  declare placement: Placement;
  /** Which item takes focus when the menu opens: `first` (Enter, Space, ArrowDown, click) or `last` (ArrowUp). */
  declare initialFocus: 'first' | 'last';

  #stopFloating: (() => void) | undefined;
  /** The menu this one is a submenu of (set while connected), or null for a top menu. */
  #parentMenu: DocsMenu | null = null;
  /** On the top menu: the open submenus, outermost first. */
  #stack: DocsMenu[] = [];
  #typeahead = '';
  /** Clears the type-ahead text TYPEAHEAD_RESET_MS after the last key. */
  readonly #typeaheadTimer = new TimerController(this);
  /** ArrowDown/ArrowUp move focus (wrapping), Home/End and PageUp/PageDown jump to the ends. */
  readonly #keys = new KeyNavigationController(this, {
    orientation: 'vertical',
    pageKeys: true,
    count: () => this.items.length,
    current: () => this.#focusedIndex(this.items),
    onMove: (index) => this.items[index]?.focus(),
  });
  /** While open: Escape closes (this menu only, on a submenu); a press outside closes everything. */
  readonly #dismiss = new DismissController(this, {
    // A press on the button is the button's business (it toggles the menu).
    isInside: (path) => path.includes(this) || (this.anchor !== null && path.includes(this.anchor)),
    // A press inside a submenu is inside the top menu too: only the top menu watches presses.
    outside: () => !this.#parentMenu,
    onDismiss: (reason, event) => {
      if (reason === 'outside') {
        this.close('outside');
        return;
      }
      if (!this.#own(event)) return;
      event.preventDefault();
      event.stopPropagation();
      this.close('escape');
    },
  });

  constructor() {
    super();
    this.open = false;
    this.for = '';
    this.placement = 'bottom-start';
    this.initialFocus = 'first';
    this.addEventListener('keydown', this.#onKeyDown);
    this.addEventListener('click', this.#onClick);
  }

  /** The enabled items of this menu (not those of its submenus), in order. */
  get items(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>(ITEM_SELECTOR)].filter(
      (item) => item.closest('docs-menu') === this && !item.hasAttribute('disabled') && item.getAttribute('aria-disabled') !== 'true',
    );
  }

  /** Whether this menu is a submenu (placed inside another `docs-menu`). */
  get isSubmenu(): boolean {
    return this.#parentMenu !== null;
  }

  /** The stack of open submenus, outermost first (kept by the top menu; a submenu reports the same stack). */
  get openSubmenus(): readonly DocsMenu[] {
    return [...this.#top.#stack];
  }

  /** The submenu that `item` (one of this menu's items) opens, if any. */
  submenuOf(item: Element): DocsMenu | null {
    if (!item.id) return null;
    for (const child of this.children) {
      if (child instanceof DocsMenu && child.for === item.id) return child;
    }
    return null;
  }

  /** Opens the submenu of one of this menu's items and focuses its first (or last) item. */
  openSubmenu(item: Element, focus: 'first' | 'last' = 'first'): boolean {
    const submenu = this.submenuOf(item);
    if (!submenu || !this.open) return false;
    const top = this.#top;
    top.#apply(openSubmenuAt(top.#stack, this.#depth, submenu));
    submenu.initialFocus = focus;
    if (submenu.open) submenu.#focusInitial();
    else submenu.open = true;
    return true;
  }

  get #top(): DocsMenu {
    let menu: DocsMenu | null = this.#parentMenu;
    if (!menu) return this;
    while (menu.#parentMenu) menu = menu.#parentMenu;
    return menu;
  }

  /** 0 for the top menu, n for the n-th submenu of the stack. */
  get #depth(): number {
    return this.#parentMenu ? this.#top.#stack.indexOf(this) + 1 : 0;
  }

  #apply(change: MenuStackChange<DocsMenu>): void {
    this.#stack = change.stack;
    for (const menu of change.closed) menu.open = false;
  }

  /** The menu button (the element named by `for`). */
  get anchor(): HTMLElement | null {
    if (!this.for) return null;
    const root = this.getRootNode() as Partial<Pick<Document, 'getElementById'>>;
    return root.getElementById?.(this.for) ?? this.ownerDocument.getElementById(this.for);
  }

  /**
   * Closes the menu as if by `reason` (focus returns to the button for escape and select). On a
   * submenu, 'escape' closes only that submenu (and those opened from it) and focuses the item that
   * opened it; any other reason closes the whole menu.
   */
  close(reason: MenuCloseReason): void {
    if (!this.open) return;
    if (this.#parentMenu) {
      if (reason !== 'escape') {
        this.#top.close(reason);
        return;
      }
      const top = this.#top;
      top.#apply(closeSubmenuAt(top.#stack, top.#stack.indexOf(this)));
      this.open = false;
      this.anchor?.focus();
      return;
    }
    this.#apply(closeAll(this.#stack));
    this.open = false;
    if (reason === 'escape' || reason === 'select') this.anchor?.focus();
    this.dispatchEvent(new DocsMenuCloseEvent(reason));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('role')) this.setAttribute('role', 'menu');
    if (!this.hasAttribute('tabindex')) this.tabIndex = -1;
    this.#parentMenu = this.parentElement?.closest('docs-menu') ?? null;
    if (this.#parentMenu) this.#markTrigger();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stop();
    const top = this.#top;
    if (this.#parentMenu && top.#stack.includes(this)) top.#apply(closeSubmenuAt(top.#stack, top.#stack.indexOf(this)));
    this.#parentMenu = null;
  }

  /** A submenu's opener is a menu item with a popup. */
  #markTrigger(): void {
    const trigger = this.anchor;
    if (!trigger) return;
    trigger.setAttribute('aria-haspopup', 'menu');
    trigger.setAttribute('aria-expanded', String(this.open));
    if (this.id) trigger.setAttribute('aria-controls', this.id);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.hidden = !this.open;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('for') && this.#parentMenu) this.#markTrigger();
    if (!changed.has('open')) return;
    if (this.#parentMenu) this.anchor?.setAttribute('aria-expanded', String(this.open));
    if (this.open) this.#start();
    else if (changed.get('open') === true) {
      this.#stop();
      // Closed from outside (the button toggled it): the open submenus close with it.
      if (!this.#parentMenu && this.#stack.length) this.#apply(closeAll(this.#stack));
    }
  }

  protected override render() {
    return html`<slot></slot>`;
  }

  #start(): void {
    const anchor = this.anchor;
    if (anchor) this.#stopFloating = floatNextTo(anchor, this, { placement: this.placement });
    for (const item of this.items) item.tabIndex = -1;
    this.#focusInitial();
    this.#dismiss.active = true;
  }

  #focusInitial(): void {
    const items = this.items;
    items[this.initialFocus === 'last' ? items.length - 1 : 0]?.focus();
  }

  #stop(): void {
    this.#stopFloating?.();
    this.#stopFloating = undefined;
    this.#dismiss.active = false;
  }

  #focusedIndex(items: HTMLElement[]): number {
    const active = this.ownerDocument.activeElement;
    return items.findIndex((item) => item === active || item.contains(active));
  }

  /** Whether an event comes from this menu's own items (not from a submenu's). */
  #own(event: Event): boolean {
    return (event.target as Element | null)?.closest?.('docs-menu') === this;
  }

  #onKeyDown = (event: KeyboardEvent): void => {
    if (!this.#own(event)) return;
    const items = this.items;
    const current = this.#focusedIndex(items);
    // Escape: see #dismiss.
    if (event.key === 'ArrowLeft' && this.#parentMenu) {
      event.preventDefault();
      event.stopPropagation();
      this.close('escape');
      return;
    }
    if (event.key === 'Tab') {
      this.close('tab');
      return;
    }
    if (event.key === 'ArrowRight' && current >= 0 && this.submenuOf(items[current]!)) {
      event.preventDefault();
      this.openSubmenu(items[current]!);
      return;
    }
    if (event.key === ' ' && current >= 0 && items[current]!.localName === 'a') {
      // Links do not activate on Space by themselves.
      event.preventDefault();
      items[current]!.click();
      return;
    }
    if (this.#keys.onKeydown(event)) return;
    if (isTypeaheadKey(event)) {
      this.#typeahead += event.key;
      this.#typeaheadTimer.start(TYPEAHEAD_RESET_MS, () => (this.#typeahead = ''));
      // A repeated single letter cycles; a longer query stays on a matching current item.
      const repeat = this.#typeahead.length > 1 && [...this.#typeahead].every((c) => c === this.#typeahead[0]);
      const query = repeat ? this.#typeahead[0]! : this.#typeahead;
      const from = repeat || this.#typeahead.length === 1 ? current : current - 1;
      const index = typeaheadIndex(
        items.map((item) => item.textContent ?? ''),
        from,
        query,
      );
      if (index >= 0) items[index]!.focus();
    }
  };

  #onClick = (event: MouseEvent): void => {
    const item = (event.target as Element | null)?.closest?.<HTMLElement>(ITEM_SELECTOR);
    if (!item || !this.contains(item) || !this.items.includes(item)) return;
    const submenu = this.submenuOf(item);
    if (submenu) {
      // Enter, Space (on a button) and clicks open the submenu; a second click closes it.
      if (submenu.open && event.detail > 0) submenu.close('escape');
      else this.openSubmenu(item);
      return;
    }
    this.dispatchEvent(new DocsMenuSelectEvent(item));
    this.close('select');
  };
}
