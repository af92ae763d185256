import { css } from 'lit';
import { focusRing } from '../internal/focus-ring.styles.ts';

/**
 * Shadow styles of docs-code-example: the toolbar, tabs, buttons and preview area. The code
 * itself (figure, pre, lines, tokens, gutter) stays in the light DOM and is styled by the page
 * (content.css on the docs site).
 */
export const codeExampleStyles = [
  focusRing,
  css`
    :host {
      display: block;
    }
    :host([hidden]) {
      display: none;
    }
    [hidden] {
      display: none !important;
    }
    .toolbar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.25rem 0.5rem;
      min-height: 2.25rem;
      padding: 0.25rem 0.5rem 0.25rem 1rem;
      border-bottom: 1px solid var(--docs-code-example-border-color, var(--docs-code-border, color-mix(in srgb, currentColor 25%, transparent)));
      background: var(--docs-code-example-header-bg, var(--docs-code-header-bg, transparent));
      color: var(--docs-code-example-header-color, var(--docs-code-fg, inherit));
      font-family: var(--docs-code-example-font, var(--docs-font-body, system-ui, sans-serif));
      font-size: 0.8125rem;
    }
    :host([hide-code]) .toolbar {
      border-bottom-color: transparent;
    }
    .title {
      display: flex;
      align-items: center;
      gap: 0.5rem;
      min-width: 0;
      margin-right: auto;
      font-family: var(--docs-font-mono, ui-monospace, monospace);
      overflow-wrap: anywhere;
    }
    .title .docs-code-verdict {
      padding: 0.05rem 0.5rem;
      border: 1px solid currentColor;
      border-radius: 999px;
      font-family: var(--docs-font-body, system-ui, sans-serif);
      font-weight: 700;
    }
    .title .docs-code-verdict-prefer {
      color: var(--docs-code-inserted, #0b6b30);
    }
    .title .docs-code-verdict-avoid {
      color: var(--docs-code-deleted, #a4161a);
    }
    [role='tablist'] {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
      margin-right: auto;
    }
    [role='tab'] {
      padding: 0.375rem 0.75rem;
      border: 0;
      border-bottom: 2px solid transparent;
      background: none;
      color: inherit;
      font: inherit;
      font-family: var(--docs-font-mono, ui-monospace, monospace);
      cursor: pointer;
    }
    [role='tab'][aria-selected='true'] {
      border-bottom-color: var(--docs-code-example-accent, currentColor);
      font-weight: 700;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.25rem;
      margin-left: auto;
    }
    button.action,
    a.action {
      display: inline-flex;
      align-items: center;
      padding: 0.25rem 0.5rem;
      border: 1px solid var(--docs-code-example-border-color, var(--docs-code-border, color-mix(in srgb, currentColor 35%, transparent)));
      border-radius: 4px;
      background: transparent;
      color: inherit;
      font: inherit;
      line-height: 1.2;
      text-decoration: none;
      cursor: pointer;
    }
    button.action:hover,
    a.action:hover {
      background: color-mix(in srgb, currentColor 10%, transparent);
    }
    .feedback:empty {
      display: none;
    }
    .feedback {
      font-weight: 700;
    }
    .feedback[data-state='success'] {
      color: var(--docs-code-example-success-color, var(--docs-code-inserted, inherit));
    }
    .feedback[data-state='failure'] {
      color: var(--docs-code-example-failure-color, var(--docs-code-deleted, inherit));
    }
    .preview {
      min-height: var(--docs-code-example-preview-min-height, 6rem);
      padding: 1rem;
      border-bottom: 1px solid var(--docs-code-example-border-color, var(--docs-code-border, color-mix(in srgb, currentColor 25%, transparent)));
    }
    :host([hide-code]) .preview {
      border-bottom: 0;
    }
    .preview iframe {
      display: block;
      width: 100%;
      height: var(--docs-code-example-preview-height, 16rem);
      border: 0;
    }
    ::slotted(figure) {
      margin: 0;
    }
    :focus-visible {
      outline: 2px solid var(--docs-focus-ring-color, currentColor);
      outline-offset: 2px;
    }
    [role='tab']:focus-visible {
      outline-offset: -2px;
    }
    /* Print (issue 29): no toolbar; every file of a multi-file example, one after another, under its name. */
    @media print {
      .toolbar {
        display: none !important;
      }
      .panel[hidden] {
        display: block !important;
      }
      .panel[data-file-name]::before {
        content: attr(data-file-name);
        display: block;
        padding: 0.25rem 1rem;
        border-bottom: 1px solid var(--docs-code-example-border-color, var(--docs-code-border, #c5c8ce));
        font-family: var(--docs-code-example-font, var(--docs-font-body, system-ui, sans-serif));
        font-size: 0.8125rem;
        font-weight: 600;
      }
      .panel + .panel {
        border-top: 1px solid var(--docs-code-example-border-color, var(--docs-code-border, #c5c8ce));
      }
    }
  `,
];
