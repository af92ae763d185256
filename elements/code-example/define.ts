import { defineElement } from '../internal/define-element.ts';
import { DocsCodeExample } from './code-example.ts';

defineElement('docs-code-example', DocsCodeExample);

declare global {
  interface HTMLElementTagNameMap {
    'docs-code-example': DocsCodeExample;
  }
}
