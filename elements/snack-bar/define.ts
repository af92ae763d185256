import { defineElement } from '../internal/define-element.ts';
import { DocsSnackBar } from './snack-bar.ts';

defineElement('docs-snack-bar', DocsSnackBar);

declare global {
  interface HTMLElementTagNameMap {
    'docs-snack-bar': DocsSnackBar;
  }
}
