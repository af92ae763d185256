import { css } from 'lit';

/**
 * Visible keyboard focus for interactive parts. Themed by `--docs-focus-ring-color`
 * (defaults to the current text colour, so it has the text's contrast in both themes).
 */
export const focusRing = css`
  :is(a, button):focus-visible {
    outline: 2px solid var(--docs-focus-ring-color, currentColor);
    outline-offset: 2px;
    border-radius: 2px;
  }
`;
