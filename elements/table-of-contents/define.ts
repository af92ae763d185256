import { defineElement } from '../internal/define-element.ts';
import { DocsTableOfContents } from './table-of-contents.ts';

defineElement('docs-table-of-contents', DocsTableOfContents);

declare global {
  interface HTMLElementTagNameMap {
    'docs-table-of-contents': DocsTableOfContents;
  }
}
