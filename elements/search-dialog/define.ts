import { defineElement } from '../internal/define-element.ts';
import { DocsSearchDialog } from './search-dialog.ts';

defineElement('docs-search-dialog', DocsSearchDialog);

declare global {
  interface HTMLElementTagNameMap {
    'docs-search-dialog': DocsSearchDialog;
  }
}
