import { css, html, LitElement, nothing } from 'lit';
import { focusRing } from '../internal/focus-ring.styles.ts';
import { MediaQueryController } from '../internal/controllers/media-query.ts';
import { TimerController } from '../internal/controllers/timer.ts';
import { DocsSnackBarActionEvent, DocsSnackBarDismissEvent, type SnackBarDismissReason } from './events.ts';
import {
  ANIMATION_FALLBACK_MS,
  ANNOUNCE_DELAY_MS,
  dismissSnackBar,
  dismissTimer,
  initialSnackBar,
  openSnackBar,
  snackBarExited,
  type SnackBarData,
  type SnackBarModel,
  type SnackBarState,
} from './snack-bar-queue.ts';

/**
 * A snack bar at the bottom centre of the viewport (344–672 px wide; full width on a handset in
 * portrait). `open(data)` shows a message with an optional action; opening another one dismisses the
 * current one first. It stays until dismissed unless `duration` is set (timers are capped at
 * 2^31−1 ms). The message is announced politely 150 ms after it opens: the polite live region
 * (`role="status"`) is the message's one copy in the accessibility tree, and the visible text is
 * `aria-hidden`, so a screen reader neither hears it twice nor finds it twice when reading the page
 * (the way Angular Material's snack bar does it). Enter and exit animations
 * end by themselves or after 200 ms. An `error` variant has one dismiss button labelled by the
 * caller (`action`). Text is rendered as text, never HTML.
 *
 * @tagname docs-snack-bar
 * @summary Bottom-centre snack bar with one action, a polite announcement and a queue of one.
 *
 * @fires {DocsSnackBarActionEvent} docs-snack-bar-action - The action button was pressed. Bubbles, composed.
 * @fires {DocsSnackBarDismissEvent} docs-snack-bar-dismiss - A snack bar started to exit (`event.reason`). Bubbles, composed.
 *
 * @csspart snack-bar - The visible box.
 * @csspart message - The message text.
 * @csspart action - The action (or dismiss) button.
 *
 * @cssprop [--docs-snack-bar-background=#2f2f37] - Background colour.
 * @cssprop [--docs-snack-bar-color=#ffffff] - Text colour.
 * @cssprop [--docs-snack-bar-action-color=#ffb3cf] - Colour of the action button.
 * @cssprop [--docs-focus-ring-color=currentColor] - Colour of the keyboard focus outline.
 */
export class DocsSnackBar extends LitElement {
  static override styles = [
    focusRing,
    css`
      :host {
        position: fixed;
        z-index: 60;
        left: 0;
        right: 0;
        bottom: 8px;
        display: flex;
        justify-content: center;
        pointer-events: none;
      }
      .box {
        display: flex;
        align-items: center;
        gap: 8px;
        box-sizing: border-box;
        min-width: 344px;
        max-width: 672px;
        min-height: 48px;
        padding: 6px 8px 6px 16px;
        border-radius: 6px;
        background: var(--docs-snack-bar-background, #2f2f37);
        color: var(--docs-snack-bar-color, #ffffff);
        box-shadow: 0 4px 16px rgb(0 0 0 / 0.3);
        pointer-events: auto;
        animation: enter 150ms ease-out;
      }
      .box.hidden {
        animation: exit 75ms ease-in forwards;
      }
      .message {
        flex: 1;
      }
      button {
        min-height: 40px;
        padding: 0 12px;
        border: 0;
        border-radius: 4px;
        background: none;
        color: var(--docs-snack-bar-action-color, #ffb3cf);
        font: inherit;
        font-weight: 600;
        cursor: pointer;
      }
      .live {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0 0 0 0);
        white-space: nowrap;
      }
      @keyframes enter {
        from {
          opacity: 0;
          transform: scale(0.8);
        }
      }
      @keyframes exit {
        to {
          opacity: 0;
        }
      }
      @media (max-width: 599.98px) and (orientation: portrait) {
        :host {
          padding: 0 8px;
        }
        .box {
          min-width: 0;
          max-width: none;
          width: 100%;
        }
      }
      @media (prefers-reduced-motion: reduce) {
        .box,
        .box.hidden {
          animation: none;
        }
      }
    `,
  ];

  #model: SnackBarModel<SnackBarData> = initialSnackBar();
  #announced = '';
  /** Dismisses after the snack bar's duration. */
  readonly #timer = new TimerController(this);
  /** Puts the message in the live region a moment after it shows (announced once). */
  readonly #announceTimer = new TimerController(this);
  /** Ends the exit when no animationend comes (at once under reduced motion). */
  readonly #exitFallback = new TimerController(this);
  readonly #reducedMotion = new MediaQueryController(this, '(prefers-reduced-motion: reduce)');

  /** void (nothing shown), visible, or hidden (exiting). */
  get state(): SnackBarState {
    return this.#model.state;
  }

  /** The data shown (or exiting), or null. */
  get current(): SnackBarData | null {
    return this.#model.current;
  }

  /** Shows a snack bar; a visible one is dismissed first ('replaced') and this one enters after it. */
  open(data: SnackBarData): void {
    const wasVisible = this.#model.state === 'visible';
    this.#set(openSnackBar(this.#model, data));
    if (wasVisible) this.#startExit('replaced');
    else if (this.#model.state === 'visible' && this.#model.current === data) this.#entered();
  }

  /** Dismisses the visible snack bar. */
  dismiss(reason: SnackBarDismissReason = 'dismiss'): void {
    if (this.#model.state !== 'visible') return;
    this.#set(dismissSnackBar(this.#model));
    this.#startExit(reason);
  }

  #set(model: SnackBarModel<SnackBarData>): void {
    this.#model = model;
    this.requestUpdate();
  }

  #entered(): void {
    const data = this.#model.current!;
    this.#timer.cancel();
    const timeout = dismissTimer(data.duration);
    if (timeout !== null) this.#timer.start(timeout, () => this.dismiss('timeout'));
    this.#announceTimer.start(ANNOUNCE_DELAY_MS, () => {
      this.#announced = data.message;
      this.requestUpdate();
    });
  }

  #startExit(reason: SnackBarDismissReason): void {
    this.#timer.cancel();
    this.#announceTimer.cancel();
    this.#announced = '';
    this.dispatchEvent(new DocsSnackBarDismissEvent(this.#model.current?.message ?? '', reason));
    this.#exitFallback.start(this.#reducedMotion.matches ? 0 : ANIMATION_FALLBACK_MS, () => this.#exited());
  }

  #exited(): void {
    if (this.#model.state !== 'hidden') return;
    this.#exitFallback.cancel();
    const next = snackBarExited(this.#model);
    this.#set(next);
    if (next.state === 'visible') this.#entered();
  }

  #onAnimationEnd(event: AnimationEvent): void {
    if (event.animationName === 'exit') this.#exited();
  }

  #onAction(): void {
    const data = this.#model.current;
    if (!data) return;
    if (data.variant !== 'error') this.dispatchEvent(new DocsSnackBarActionEvent(data.message));
    this.dismiss(data.variant === 'error' ? 'dismiss' : 'action');
  }

  protected override render() {
    const data = this.#model.current;
    return html`
      <div class="live" role="status" aria-live="polite" aria-atomic="true">${this.#announced}</div>
      ${
        data && this.#model.state !== 'void'
          ? html`<div class="box ${this.#model.state === 'hidden' ? 'hidden' : ''}" part="snack-bar" @animationend=${this.#onAnimationEnd}>
              <span class="message" part="message" aria-hidden="true">${data.message}</span>
              ${data.action ? html`<button type="button" part="action" @click=${this.#onAction}>${data.action}</button>` : nothing}
            </div>`
          : nothing
      }
    `;
  }
}
