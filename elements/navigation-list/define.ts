import { defineElement } from '../internal/define-element.ts';
import { DocsNavigationList } from './navigation-list.ts';

defineElement('docs-navigation-list', DocsNavigationList);

declare global {
  interface HTMLElementTagNameMap {
    'docs-navigation-list': DocsNavigationList;
  }
}
