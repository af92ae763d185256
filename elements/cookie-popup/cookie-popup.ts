import { css, html, LitElement, nothing } from 'lit';
import { focusRing } from '../internal/focus-ring.styles.ts';
import { safeStorage } from '../adapters/storage.ts';
import { COOKIE_NOTICE, COOKIES_ACCEPTED_KEY, cookiesAccepted } from './consent.ts';
import { DocsCookiesAcceptedEvent } from './events.ts';

/**
 * The cookie consent popup: 'This site uses cookies from Google to deliver its services and to
 * analyze traffic.', a 'Learn more about cookies' link and an 'Ok, Got it' button. Accepting stores
 * `docs-accepts-cookies` = 'true', fires `docs-cookies-accepted` (the host grants analytics and ads
 * consent) and removes the popup. Once accepted it renders nothing and is `hidden`.
 *
 * @tagname docs-cookie-popup
 * @summary Cookie consent popup, shown until accepted.
 *
 * @fires {DocsCookiesAcceptedEvent} docs-cookies-accepted - The reader accepted cookies. Bubbles, composed.
 *
 * @csspart popup - The popup's box.
 * @csspart accept - The 'Ok, Got it' button.
 * @csspart learn-more - The 'Learn more about cookies' link.
 *
 * @cssprop [--docs-cookie-popup-background=Canvas] - Background colour.
 * @cssprop [--docs-cookie-popup-color=CanvasText] - Text colour.
 * @cssprop [--docs-cookie-popup-border-color=color-mix(in srgb, currentColor 25%, transparent)] - Border colour.
 * @cssprop [--docs-focus-ring-color=currentColor] - Colour of the keyboard focus outline.
 */
export class DocsCookiePopup extends LitElement {
  static override styles = [
    focusRing,
    css`
      :host {
        position: fixed;
        z-index: 40;
        bottom: 16px;
        right: 16px;
        display: block;
        max-width: min(360px, calc(100vw - 32px));
      }
      :host([hidden]) {
        display: none;
      }
      .popup {
        padding: 16px;
        border: 1px solid var(--docs-cookie-popup-border-color, color-mix(in srgb, currentColor 25%, transparent));
        border-radius: 12px;
        background: var(--docs-cookie-popup-background, Canvas);
        color: var(--docs-cookie-popup-color, CanvasText);
        box-shadow: 0 8px 24px rgb(0 0 0 / 0.2);
        font-size: 0.9rem;
      }
      p {
        margin: 0 0 12px;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 12px;
        align-items: center;
        justify-content: flex-end;
      }
      a,
      button {
        display: inline-flex;
        align-items: center;
        min-height: 40px;
        padding: 0 16px;
        border-radius: 999px;
        white-space: nowrap;
        color: inherit;
        font: inherit;
        font-weight: 600;
      }
      button {
        position: relative;
        border: 1px solid currentColor;
        background: none;
        cursor: pointer;
      }
      /* 48 px touch target around the 40 px button (spec §9); the inset counts from inside the 1 px border. */
      button::before {
        content: '';
        position: absolute;
        inset: -5px;
      }
    `,
  ];

  static override properties = {
    learnMoreUrl: { type: String, attribute: 'learn-more-url' },
  };

  /** Where 'Learn more' leads (opens in a new window). */
  declare learnMoreUrl: string;

  constructor() {
    super();
    this.learnMoreUrl = 'https://policies.google.com/technologies/cookies';
  }

  /** Stores the acceptance, fires `docs-cookies-accepted` and hides the popup. */
  accept(): void {
    safeStorage.set(COOKIES_ACCEPTED_KEY, 'true');
    this.requestUpdate();
    this.dispatchEvent(new DocsCookiesAcceptedEvent());
  }

  protected override willUpdate(): void {
    this.hidden = cookiesAccepted();
  }

  protected override render() {
    if (this.hidden) return nothing;
    return html`<section class="popup" part="popup" aria-label=${COOKIE_NOTICE.label}>
      <p>${COOKIE_NOTICE.text}</p>
      <div class="actions">
        <a part="learn-more" href=${this.learnMoreUrl} target="_blank" rel="noopener">${COOKIE_NOTICE.learnMore}</a>
        <button type="button" part="accept" @click=${() => this.accept()}>${COOKIE_NOTICE.accept}</button>
      </div>
    </section>`;
  }
}
