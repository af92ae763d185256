import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { focusRing } from '../internal/focus-ring.styles.ts';
import { safeUrl } from '../adapters/safe-url.ts';
import { safeStorage } from '../adapters/storage.ts';
import { bannerClosedKey, isBannerVisible, parseExpiry } from './banner-rules.ts';
import { DocsBannerCloseEvent } from './events.ts';

/**
 * A dismissible banner at the top of the page. It shows `text` (as text, never HTML), as a link when
 * `link` is set, until `expiry` (a date; defaults to the year 3000; an invalid date throws
 * 'Invalid date string' when the banner renders) or until the reader closes it. Closing is remembered
 * in localStorage under `docs-was-closed-top-banner-<banner-id>`. When hidden, the element renders
 * nothing and sets its `hidden` attribute.
 *
 * @tagname docs-banner
 * @summary Dismissible top banner, remembered per id, hidden after its expiry date.
 *
 * @fires {DocsBannerCloseEvent} docs-banner-close - The reader closed the banner (`event.bannerId`). Bubbles, composed.
 *
 * @csspart banner - The banner's box.
 * @csspart link - The link (or text) of the banner.
 * @csspart close - The close button.
 *
 * @cssprop [--docs-banner-background=#1b1b22] - Background colour.
 * @cssprop [--docs-banner-color=#ffffff] - Text colour.
 * @cssprop [--docs-focus-ring-color=currentColor] - Colour of the keyboard focus outline.
 */
export class DocsBanner extends LitElement {
  static override styles = [
    focusRing,
    css`
      :host {
        display: block;
      }
      :host([hidden]) {
        display: none;
      }
      .banner {
        display: flex;
        align-items: center;
        justify-content: center;
        gap: 12px;
        min-height: 48px;
        padding: 4px 8px 4px 16px;
        background: var(--docs-banner-background, #1b1b22);
        color: var(--docs-banner-color, #ffffff);
        font-size: 0.95rem;
      }
      a {
        color: inherit;
      }
      button {
        position: relative;
        display: inline-flex;
        align-items: center;
        justify-content: center;
        width: 40px;
        height: 40px;
        flex: none;
        border: 0;
        border-radius: 50%;
        background: none;
        color: inherit;
        font: inherit;
        font-size: 1.3rem;
        cursor: pointer;
      }
      /* 48 px touch target around the 40 px button (spec §9). */
      button::before {
        content: '';
        position: absolute;
        inset: -4px;
      }
      button:hover {
        background: color-mix(in srgb, currentColor 15%, transparent);
      }
    `,
  ];

  static override properties = {
    bannerId: { type: String, attribute: 'banner-id' },
    text: { type: String },
    link: { type: String },
    expiry: { type: String },
  };

  /** Id under which closing the banner is remembered. */
  declare bannerId: string;
  /** What the banner says (plain text). */
  declare text: string;
  /** Where the banner leads (optional). */
  declare link: string;
  /** Date from which the banner no longer shows (ISO date; the year 3000 when empty). */
  declare expiry: string;

  #closed = false;

  constructor() {
    super();
    this.bannerId = '';
    this.text = '';
    this.link = '';
    this.expiry = '';
  }

  /** Whether the banner shows now. Throws 'Invalid date string' for an invalid expiry. */
  get visible(): boolean {
    const closed = this.#closed || safeStorage.get(bannerClosedKey(this.bannerId)) !== null;
    return isBannerVisible({ expiry: parseExpiry(this.expiry), now: Date.now(), closed });
  }

  /** Closes the banner and remembers it. */
  close(): void {
    this.#closed = true;
    safeStorage.set(bannerClosedKey(this.bannerId), 'true');
    this.requestUpdate();
    this.dispatchEvent(new DocsBannerCloseEvent(this.bannerId));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('bannerId')) this.#closed = false;
    this.hidden = !this.visible;
  }

  protected override render() {
    if (this.hidden) return nothing;
    // A link from data: https: or a same-origin path only; anything else shows as plain text.
    const link = safeUrl(this.link);
    return html`<section class="banner" part="banner" aria-label="Announcement">
      ${link ? html`<a part="link" href=${link}>${this.text}</a>` : html`<span part="link">${this.text}</span>`}
      <button type="button" part="close" aria-label="Close banner" @click=${() => this.close()}>
        <span aria-hidden="true">×</span>
      </button>
    </section>`;
  }
}
