import { css } from 'lit';
import { focusRing } from '../internal/focus-ring.styles.ts';

export const tableOfContentsStyles = [
  focusRing,
  css`
    :host {
      display: block;
      color: var(--docs-toc-color, inherit);
      font-size: var(--docs-toc-font-size, 0.875rem);
      line-height: 1.4;
    }

    :host([hidden]) {
      display: none;
    }

    nav {
      display: flex;
      flex-direction: column;
      gap: 0.75rem;
    }

    .title {
      margin: 0;
      font-size: var(--docs-toc-title-font-size, 1rem);
      font-weight: 600;
      color: var(--docs-toc-title-color, inherit);
    }

    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      border-inline-start: var(--docs-toc-border-width, 1px) solid var(--docs-toc-border-color, color-mix(in srgb, currentColor 25%, transparent));
    }

    a {
      display: block;
      /* Keeps the text in place when the active border and weight change. */
      margin-inline-start: calc(-1 * var(--docs-toc-border-width, 1px));
      border-inline-start: 3px solid transparent;
      padding-block: 0.25rem;
      padding-inline: 0.75rem 0;
      color: inherit;
      text-decoration: none;
    }

    a:hover {
      text-decoration: underline;
    }

    .h3 a {
      padding-inline-start: calc(0.75rem + var(--docs-toc-indent, 1rem));
    }

    /* Not colour only: a left bar and a heavier weight mark the reader's position. */
    a.active {
      border-inline-start-color: var(--docs-toc-active-border-color, currentColor);
      color: var(--docs-toc-active-color, inherit);
      font-weight: 600;
    }

    button {
      align-self: flex-start;
      margin: 0;
      padding: 0.25rem 0;
      border: 0;
      background: none;
      color: inherit;
      font: inherit;
      cursor: pointer;
    }

    button:hover {
      text-decoration: underline;
    }

    @media (forced-colors: active) {
      a.active {
        border-inline-start-color: Highlight;
      }
    }
  `,
];
