import { css } from 'lit';
import { focusRing } from '../internal/focus-ring.styles.ts';

export const navigationListStyles = [
  focusRing,
  css`
    :host {
      display: block;
      overflow-x: hidden;
      font-size: var(--docs-nav-font-size, 0.93rem);
      color: var(--docs-nav-color, inherit);
    }
    .track {
      display: flex;
      align-items: flex-start;
    }
    .track.animate {
      transition: transform 500ms ease;
    }
    .panel {
      flex: 0 0 100%;
      min-width: 0;
      box-sizing: border-box;
      padding: 2px;
    }
    .panel[inert] {
      visibility: hidden;
      transition: visibility 0s 500ms;
    }
    .slide-1 {
      transform: translateX(-100%);
    }
    .slide-2 {
      transform: translateX(-200%);
    }
    .slide-3 {
      transform: translateX(-300%);
    }
    .slide-4 {
      transform: translateX(-400%);
    }
    .slide-5 {
      transform: translateX(-500%);
    }
    .slide-6 {
      transform: translateX(-600%);
    }
    .back {
      display: inline-flex;
      align-items: center;
      gap: 8px;
      min-height: 40px;
      padding: 0 12px;
      border: 0;
      border-radius: 8px;
      background: none;
      color: inherit;
      font: inherit;
      cursor: pointer;
    }
    .back:hover {
      background: var(--docs-nav-hover-background, color-mix(in srgb, currentColor 8%, transparent));
    }
    .back-arrow {
      width: 7px;
      height: 7px;
      border-left: 2px solid currentColor;
      border-bottom: 2px solid currentColor;
      transform: rotate(45deg);
    }
    .panel-title {
      display: flex;
      align-items: center;
      gap: 8px;
      margin: 4px 0 8px;
      padding: 0 12px;
      font-weight: 700;
    }
    @media (prefers-reduced-motion: reduce) {
      .track.animate,
      .panel[inert] {
        transition: none;
      }
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
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
      border: 0;
      border-radius: 8px;
      background: none;
      color: inherit;
      font: inherit;
      text-align: start;
      text-decoration: none;
      cursor: pointer;
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
    /* Long names (API symbols) end in an ellipsis; the full name is in the tooltip and the accessible name. */
    .label {
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
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
