import { html, LitElement, type PropertyValues } from 'lit';
import type { Placement } from '@floating-ui/dom';
import { floatNextTo } from '../internal/floating.ts';
import { DocsMenuCloseEvent, DocsMenuSelectEvent, type MenuCloseReason } from './events.ts';
import { menuStyles } from './menu.styles.ts';
import { indexForKey, isTypeaheadKey, TYPEAHEAD_RESET_MS, typeaheadIndex } from './menu-keys.ts';

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
 * @tagname docs-menu
 * @summary Popup menu of a menu button: keyboard navigation, type-ahead, focus return, floating placement.
 *
 * @slot - The menu items (elements with a `menuitem`, `menuitemradio` or `menuitemcheckbox` role).
 *
 * @fires {DocsMenuSelectEvent} docs-menu-select - An item was chosen (`event.item`). Bubbles, composed.
 * @fires {DocsMenuCloseEvent} docs-menu-close - The menu closed itself (`event.reason`: escape, select, outside, tab). Bubbles, composed.
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
  #typeahead = '';
  #typeaheadTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.open = false;
    this.for = '';
    this.placement = 'bottom-start';
    this.initialFocus = 'first';
    this.addEventListener('keydown', this.#onKeyDown);
    this.addEventListener('click', this.#onClick);
  }

  /** The enabled items, in order. */
  get items(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>(ITEM_SELECTOR)].filter(
      (item) => !item.hasAttribute('disabled') && item.getAttribute('aria-disabled') !== 'true',
    );
  }

  /** The menu button (the element named by `for`). */
  get anchor(): HTMLElement | null {
    if (!this.for) return null;
    const root = this.getRootNode() as Partial<Pick<Document, 'getElementById'>>;
    return root.getElementById?.(this.for) ?? this.ownerDocument.getElementById(this.for);
  }

  /** Closes the menu as if by `reason` (focus returns to the button for escape and select). */
  close(reason: MenuCloseReason): void {
    if (!this.open) return;
    this.open = false;
    if (reason === 'escape' || reason === 'select') this.anchor?.focus();
    this.dispatchEvent(new DocsMenuCloseEvent(reason));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('role')) this.setAttribute('role', 'menu');
    if (!this.hasAttribute('tabindex')) this.tabIndex = -1;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stop();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.hidden = !this.open;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (!changed.has('open')) return;
    if (this.open) this.#start();
    else if (changed.get('open') === true) this.#stop();
  }

  protected override render() {
    return html`<slot></slot>`;
  }

  #start(): void {
    const anchor = this.anchor;
    if (anchor) this.#stopFloating = floatNextTo(anchor, this, { placement: this.placement });
    for (const item of this.items) item.tabIndex = -1;
    const items = this.items;
    items[this.initialFocus === 'last' ? items.length - 1 : 0]?.focus();
    this.ownerDocument.addEventListener('pointerdown', this.#onDocumentPointerDown, true);
  }

  #stop(): void {
    this.#stopFloating?.();
    this.#stopFloating = undefined;
    this.ownerDocument.removeEventListener('pointerdown', this.#onDocumentPointerDown, true);
  }

  #onDocumentPointerDown = (event: Event): void => {
    const path = event.composedPath();
    const anchor = this.anchor;
    // A press on the button is the button's business (it toggles the menu).
    if (path.includes(this) || (anchor && path.includes(anchor))) return;
    this.close('outside');
  };

  #focusedIndex(items: HTMLElement[]): number {
    const active = this.ownerDocument.activeElement;
    return items.findIndex((item) => item === active || item.contains(active));
  }

  #onKeyDown = (event: KeyboardEvent): void => {
    const items = this.items;
    const current = this.#focusedIndex(items);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      this.close('escape');
      return;
    }
    if (event.key === 'Tab') {
      this.close('tab');
      return;
    }
    if (event.key === ' ' && current >= 0 && items[current]!.localName === 'a') {
      // Links do not activate on Space by themselves.
      event.preventDefault();
      items[current]!.click();
      return;
    }
    const next = indexForKey(event.key, current, items.length);
    if (next !== null) {
      event.preventDefault();
      items[next]!.focus();
      return;
    }
    if (isTypeaheadKey(event)) {
      clearTimeout(this.#typeaheadTimer);
      this.#typeahead += event.key;
      this.#typeaheadTimer = setTimeout(() => (this.#typeahead = ''), TYPEAHEAD_RESET_MS);
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
    this.dispatchEvent(new DocsMenuSelectEvent(item));
    this.close('select');
  };
}
