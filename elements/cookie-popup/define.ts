import { defineElement } from '../internal/define-element.ts';
import { DocsCookiePopup } from './cookie-popup.ts';

defineElement('docs-cookie-popup', DocsCookiePopup);

declare global {
  interface HTMLElementTagNameMap {
    'docs-cookie-popup': DocsCookiePopup;
  }
}
