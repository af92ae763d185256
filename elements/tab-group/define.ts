import { defineElement } from '../internal/define-element.ts';
import { DocsTabGroup } from './tab-group.ts';

defineElement('docs-tab-group', DocsTabGroup);

declare global {
  interface HTMLElementTagNameMap {
    'docs-tab-group': DocsTabGroup;
  }
}
