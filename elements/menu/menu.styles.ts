import { css } from 'lit';

export const menuStyles = css`
  :host {
    position: fixed;
    z-index: var(--docs-menu-z-index, 50);
    top: 0;
    left: 0;
    display: flex;
    flex-direction: column;
    min-width: var(--docs-menu-min-width, 180px);
    max-height: min(70vh, 480px);
    overflow-y: auto;
    padding: 6px;
    border: 1px solid var(--docs-menu-border-color, color-mix(in srgb, currentColor 20%, transparent));
    border-radius: var(--docs-menu-radius, 10px);
    background: var(--docs-menu-background, Canvas);
    color: var(--docs-menu-color, CanvasText);
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
  }
  :host([hidden]) {
    display: none;
  }
  ::slotted([role^='menuitem']) {
    display: flex;
    align-items: center;
    gap: 8px;
    box-sizing: border-box;
    width: 100%;
    min-height: 40px;
    padding: 0 12px;
    border: 0;
    border-radius: 6px;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  ::slotted([role^='menuitem']:hover),
  ::slotted([role^='menuitem']:focus) {
    background: var(--docs-menu-item-hover-background, color-mix(in srgb, currentColor 10%, transparent));
    outline: none;
  }
  ::slotted([role^='menuitem']:focus-visible) {
    outline: 2px solid var(--docs-focus-ring-color, currentColor);
    outline-offset: -2px;
  }
  ::slotted([aria-checked='true']),
  ::slotted([aria-current]) {
    font-weight: 700;
  }
`;
