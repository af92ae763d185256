import { defineElement } from '../internal/define-element.ts';
import { DocsBanner } from './banner.ts';

defineElement('docs-banner', DocsBanner);

declare global {
  interface HTMLElementTagNameMap {
    'docs-banner': DocsBanner;
  }
}
