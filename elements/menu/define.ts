import { defineElement } from '../internal/define-element.ts';
import { DocsMenu } from './menu.ts';

defineElement('docs-menu', DocsMenu);

declare global {
  interface HTMLElementTagNameMap {
    'docs-menu': DocsMenu;
  }
}
