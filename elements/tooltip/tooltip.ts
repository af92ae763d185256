import { css, html, LitElement, type PropertyValues } from 'lit';
import type { Placement } from '@floating-ui/dom';
import { DismissController } from '../adapters/dismiss.ts';
import { TimerController } from '../internal/controllers/timer.ts';
import { floatNextTo } from '../internal/floating.ts';
import { LONG_PRESS_DELAY_MS, SHOW_DELAY_MS, TOOLTIP_MAX_WIDTH, TOOLTIP_MIN_WIDTH } from './tooltip-rules.ts';

let nextId = 0;

/**
 * A tooltip for the element named by `for` (its anchor), which it describes (`aria-describedby`).
 * It shows after `delay` ms of hover or keyboard focus and hides on leave, blur, click and Escape;
 * on touch, a long press (`long-press-delay`, 500 ms by default) shows it and releasing hides it.
 * It is not shown while the anchor has `aria-expanded="true"` (its menu is open). Placed with
 * @floating-ui/dom; 40–200 px wide. The text is plain text.
 *
 * @tagname docs-tooltip
 * @summary Delayed hover/focus tooltip with touch long-press, placed with Floating UI.
 *
 * @csspart tooltip - The bubble.
 *
 * @cssprop [--docs-tooltip-background=#2f2f37] - Background colour.
 * @cssprop [--docs-tooltip-color=#ffffff] - Text colour.
 */
export class DocsTooltip extends LitElement {
  static override styles = css`
    :host {
      position: fixed;
      z-index: 70;
      top: 0;
      left: 0;
      display: block;
      pointer-events: none;
      min-width: ${TOOLTIP_MIN_WIDTH}px;
      max-width: ${TOOLTIP_MAX_WIDTH}px;
    }
    :host(:not([data-shown])) {
      display: none;
    }
    .bubble {
      padding: 4px 8px;
      border-radius: 4px;
      background: var(--docs-tooltip-background, #2f2f37);
      color: var(--docs-tooltip-color, #ffffff);
      font-size: 0.75rem;
      line-height: 1.4;
      text-align: center;
      overflow-wrap: anywhere;
    }
  `;

  static override properties = {
    for: { type: String, reflect: true },
    text: { type: String },
    delay: { type: Number },
    longPressDelay: { type: Number, attribute: 'long-press-delay' },
    placement: { type: String },
  };

  /** Id of the anchor element. */
  declare for: string;
  /** The tooltip text. */
  declare text: string;
  /** Hover and focus delay in ms. */
  declare delay: number;
  /** Touch long-press delay in ms. */
  declare longPressDelay: number;
  declare placement: Placement;

  #anchor: HTMLElement | null = null;
  /** The pending show (hover or focus delay, long press). */
  readonly #timer = new TimerController(this);
  /** While shown: Escape anywhere hides it (dismissible without moving pointer or focus, WCAG 1.4.13). */
  readonly #dismiss = new DismissController(this, { escape: 'document', outside: false, onDismiss: () => this.hide() });
  #stopFloating: (() => void) | undefined;

  constructor() {
    super();
    this.for = '';
    this.text = '';
    this.delay = SHOW_DELAY_MS;
    this.longPressDelay = LONG_PRESS_DELAY_MS;
    this.placement = 'bottom';
  }

  /** Whether the tooltip is showing. */
  get shown(): boolean {
    return this.hasAttribute('data-shown');
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('role', 'tooltip');
    if (!this.id) this.id = `docs-tooltip-${++nextId}`;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#detach();
    this.hide();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('for')) this.#attach();
  }

  /** Shows the tooltip now (unless the anchor's menu is open). */
  show(): void {
    this.#timer.cancel();
    const anchor = this.#anchor;
    if (!anchor || !this.text || anchor.getAttribute('aria-expanded') === 'true') return;
    this.setAttribute('data-shown', '');
    this.#dismiss.active = true;
    this.#stopFloating ??= floatNextTo(anchor, this, { placement: this.placement, gap: 6 });
  }

  /** Hides the tooltip and cancels a pending show. */
  hide(): void {
    this.#timer.cancel();
    this.#dismiss.active = false;
    this.removeAttribute('data-shown');
    this.#stopFloating?.();
    this.#stopFloating = undefined;
  }

  #later(ms: number): void {
    this.#timer.start(ms, () => this.show());
  }

  #attach(): void {
    this.#detach();
    const root = this.getRootNode() as Partial<Pick<Document, 'getElementById'>>;
    const anchor = this.for ? (root.getElementById?.(this.for) ?? this.ownerDocument.getElementById(this.for)) : null;
    this.#anchor = anchor;
    if (!anchor) return;
    const described = (anchor.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (!described.includes(this.id)) anchor.setAttribute('aria-describedby', [...described, this.id].join(' '));
    anchor.addEventListener('pointerenter', this.#onEnter);
    anchor.addEventListener('pointerleave', this.#onLeave);
    anchor.addEventListener('pointerdown', this.#onDown);
    anchor.addEventListener('pointerup', this.#onUp);
    anchor.addEventListener('pointercancel', this.#onUp);
    anchor.addEventListener('focusin', this.#onFocus);
    anchor.addEventListener('focusout', this.#onBlur);
    anchor.addEventListener('click', this.#onClick);
    anchor.addEventListener('contextmenu', this.#onContextMenu);
    // Attached while already hovered or focused (e.g. loaded on the first hover): start now.
    if (anchor.matches(':hover') || anchor.matches(':focus-visible')) this.#later(this.delay);
  }

  #detach(): void {
    const anchor = this.#anchor;
    if (!anchor) return;
    const described = (anchor.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== this.id);
    if (described.length) anchor.setAttribute('aria-describedby', described.join(' '));
    else anchor.removeAttribute('aria-describedby');
    anchor.removeEventListener('pointerenter', this.#onEnter);
    anchor.removeEventListener('pointerleave', this.#onLeave);
    anchor.removeEventListener('pointerdown', this.#onDown);
    anchor.removeEventListener('pointerup', this.#onUp);
    anchor.removeEventListener('pointercancel', this.#onUp);
    anchor.removeEventListener('focusin', this.#onFocus);
    anchor.removeEventListener('focusout', this.#onBlur);
    anchor.removeEventListener('click', this.#onClick);
    anchor.removeEventListener('contextmenu', this.#onContextMenu);
    this.#anchor = null;
  }

  #onEnter = (event: PointerEvent): void => {
    if (event.pointerType !== 'touch') this.#later(this.delay);
  };
  #onLeave = (event: PointerEvent): void => {
    if (event.pointerType !== 'touch') this.hide();
  };
  #onDown = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') this.#later(this.longPressDelay);
    else this.hide();
  };
  #onUp = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') this.hide();
  };
  #onFocus = (): void => {
    if (this.#anchor?.matches(':focus-visible')) this.#later(this.delay);
  };
  #onBlur = (): void => this.hide();
  #onClick = (): void => this.hide();
  /** A long press would open the context menu on some devices: keep the tooltip instead. */
  #onContextMenu = (event: Event): void => {
    if (this.shown) event.preventDefault();
  };

  protected override render() {
    return html`<div class="bubble" part="tooltip">${this.text}</div>`;
  }
}
