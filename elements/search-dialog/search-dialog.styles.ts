import { css } from 'lit';
import { focusRing } from '../internal/focus-ring.styles.ts';

export const searchDialogStyles = [
  focusRing,
  css`
    :host {
      display: contents;
      --_bg: var(--docs-search-background, Canvas);
      --_fg: var(--docs-search-color, CanvasText);
      --_muted: var(--docs-search-muted-color, color-mix(in srgb, currentColor 70%, transparent));
      --_border: var(--docs-search-border-color, color-mix(in srgb, currentColor 20%, transparent));
      --_active: var(--docs-search-active-background, color-mix(in srgb, currentColor 10%, transparent));
    }

    dialog {
      box-sizing: border-box;
      width: min(var(--docs-search-width, 40rem), calc(100vw - 2rem));
      max-height: min(36rem, calc(100dvh - 4rem));
      margin: 4rem auto auto;
      padding: 0;
      border: 1px solid var(--_border);
      border-radius: 0.75rem;
      background: var(--_bg);
      color: var(--_fg);
      font: inherit;
      overflow: hidden;
    }

    dialog[open] {
      display: flex;
      flex-direction: column;
    }

    dialog::backdrop {
      background: rgb(0 0 0 / 0.45);
    }

    .field {
      display: flex;
      align-items: center;
      gap: 0.5rem;
      padding: 0.75rem 1rem;
      border-block-end: 1px solid var(--_border);
    }

    .icon {
      flex: none;
      width: 1.25rem;
      height: 1.25rem;
    }

    input {
      flex: 1;
      min-width: 0;
      padding: 0.25rem 0;
      border: 0;
      background: none;
      color: inherit;
      font: inherit;
      font-size: 1.125rem;
    }

    input:focus {
      outline: none;
    }

    .field:focus-within {
      box-shadow: inset 0 -2px 0 var(--docs-focus-ring-color, currentColor);
    }

    button {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-width: 2.5rem;
      min-height: 2.5rem;
      margin: 0;
      padding: 0;
      border: 0;
      border-radius: 0.375rem;
      background: none;
      color: inherit;
      cursor: pointer;
    }

    button:hover {
      background: var(--_active);
    }

    button svg {
      width: 1.25rem;
      height: 1.25rem;
    }

    [hidden] {
      display: none !important;
    }

    .filters {
      display: flex;
      flex-wrap: wrap;
      gap: 0.375rem;
      padding: 0.5rem 1rem;
      border-block-end: 1px solid var(--_border);
    }

    .filter {
      min-width: 0;
      min-height: 2rem;
      gap: 0.375rem;
      padding: 0 0.75rem;
      border: 1px solid var(--_border);
      border-radius: 999px;
      font: inherit;
      font-size: 0.875rem;
    }

    .filter[aria-pressed='true'] {
      border-color: currentColor;
      background: var(--_active);
      font-weight: 600;
    }

    .filter .count {
      color: var(--_muted);
      font-variant-numeric: tabular-nums;
    }

    .body {
      position: relative;
    }

    .body:focus-visible {
      outline: 2px solid var(--docs-focus-ring-color, currentColor);
      outline-offset: -2px;
    }

    .body {
      flex: 1;
      min-height: 4rem;
      overflow-y: auto;
      overscroll-behavior: contain;
    }

    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }

    .option {
      display: flex;
      align-items: center;
      gap: 0.75rem;
      box-sizing: border-box;
      min-height: 3.25rem;
      padding: 0.5rem 1rem;
      cursor: pointer;
    }

    .option.active {
      background: var(--_active);
      box-shadow: inset 3px 0 0 var(--docs-focus-ring-color, currentColor);
    }

    .text {
      display: flex;
      flex: 1;
      flex-direction: column;
      min-width: 0;
    }

    .label,
    .section,
    .sublabel {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }

    .label {
      font-weight: 600;
    }

    .section {
      font-size: 0.875rem;
    }

    .section-mark {
      color: var(--_muted);
    }

    .sublabel {
      color: var(--_muted);
      font-size: 0.875rem;
    }

    .category {
      flex: none;
      color: var(--_muted);
      font-size: 0.8125rem;
    }

    mark {
      background: var(--docs-search-mark-background, transparent);
      color: var(--docs-search-mark-color, inherit);
      font-weight: 700;
      text-decoration: underline;
      text-underline-offset: 0.15em;
    }

    .empty {
      margin: 0;
      padding: 1.5rem 1rem;
      color: var(--_muted);
      text-align: center;
    }

    .group-title {
      margin: 0;
      padding: 0.75rem 1rem 0.25rem;
      color: var(--_muted);
      font-size: 0.8125rem;
      font-weight: 600;
      text-transform: uppercase;
      letter-spacing: 0.04em;
    }

    /* Options and their action buttons sit side by side; rows share one height so they line up. */
    .history-rows {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
    }

    .history-rows .option,
    .history-actions li {
      height: 3.25rem;
    }

    .history-actions li {
      display: flex;
      align-items: center;
      justify-content: flex-end;
      gap: 0.125rem;
      padding-inline-end: 0.5rem;
    }

    .footer {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 0.5rem 1rem;
      padding: 0.5rem 1rem;
      border-block-start: 1px solid var(--_border);
      color: var(--_muted);
      font-size: 0.8125rem;
    }

    .hints {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 1rem;
    }

    kbd {
      display: inline-block;
      min-width: 1.25em;
      margin-inline-end: 0.25rem;
      padding: 0 0.25rem;
      border: 1px solid var(--_border);
      border-radius: 0.25rem;
      font: inherit;
      text-align: center;
    }

    .credit {
      margin: 0;
    }

    .visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }

    @media (forced-colors: active) {
      .filter[aria-pressed='true'] {
        outline: 2px solid Highlight;
        outline-offset: -2px;
      }
      .option.active {
        outline: 2px solid Highlight;
        outline-offset: -2px;
      }
      mark {
        color: Mark;
        background: MarkText;
      }
    }
  `,
];
