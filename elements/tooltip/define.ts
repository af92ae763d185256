import { defineElement } from '../internal/define-element.ts';
import { DocsTooltip } from './tooltip.ts';

defineElement('docs-tooltip', DocsTooltip);

declare global {
  interface HTMLElementTagNameMap {
    'docs-tooltip': DocsTooltip;
  }
}
