import { css } from 'lit';
import { focusRing } from '../internal/focus-ring.styles.ts';

export const navigationListStyles = [
  focusRing,
  css`
    :host {
      display: block;
      font-size: var(--docs-nav-font-size, 0.93rem);
      color: var(--docs-nav-color, inherit);
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    ul[hidden] {
      display: none;
    }
    .level-1 + .level-1 {
      margin-top: 16px;
    }
    .heading,
    .category {
      display: flex;
      align-items: center;
      gap: 8px;
      padding: 4px 12px;
      font-size: 0.78rem;
      font-weight: 700;
      letter-spacing: 0.04em;
      text-transform: uppercase;
      color: var(--docs-nav-muted-color, inherit);
    }
    a.heading {
      text-decoration: none;
    }
    .category {
      margin-top: 8px;
      text-transform: none;
      letter-spacing: 0;
    }
    .link,
    .toggle {
      display: flex;
      align-items: center;
      gap: 8px;
      box-sizing: border-box;
      width: 100%;
      min-height: 40px;
      padding: 4px 12px;
      padding-inline-start: calc(12px + var(--indent, 0px));
      border: 0;
      border-radius: 8px;
      background: none;
      color: inherit;
      font: inherit;
      text-align: start;
      text-decoration: none;
      cursor: pointer;
    }
    .indent-1 {
      --indent: 16px;
    }
    .indent-2 {
      --indent: 32px;
    }
    .indent-3 {
      --indent: 48px;
    }
    .indent-4 {
      --indent: 64px;
    }
    .link:hover,
    .toggle:hover {
      background: var(--docs-nav-hover-background, color-mix(in srgb, currentColor 8%, transparent));
    }
    .link[aria-current='page'] {
      background: var(--docs-nav-active-background, color-mix(in srgb, currentColor 12%, transparent));
      color: var(--docs-nav-active-color, inherit);
      font-weight: 600;
      box-shadow: inset 3px 0 0 var(--docs-nav-active-border-color, currentColor);
    }
    .chevron {
      margin-inline-start: auto;
      width: 7px;
      height: 7px;
      flex: none;
      border-right: 2px solid currentColor;
      border-bottom: 2px solid currentColor;
      transform: rotate(-45deg);
    }
    .toggle[aria-expanded='true'] .chevron {
      transform: rotate(45deg);
    }
    .tag {
      font-size: 0.7rem;
      font-weight: 700;
      border-radius: 999px;
      padding: 0 6px;
      border: 1px solid currentColor;
      white-space: nowrap;
    }
    .external {
      font-size: 0.8em;
    }
    .visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    @media (forced-colors: active) {
      .link[aria-current='page'] {
        outline: 2px solid Highlight;
      }
    }
  `,
];
