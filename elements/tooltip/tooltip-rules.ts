// Tooltip constants and rules (spec §4, §9). Pure: unit-tested in Node.

/** Delay before a tooltip shows on hover or keyboard focus. */
export const SHOW_DELAY_MS = 300;
/** Default touch long-press delay before a tooltip shows. */
export const LONG_PRESS_DELAY_MS = 500;
/** Labels this long or longer get a tooltip with the full label (they may be cut off). */
export const LABEL_TOOLTIP_MIN_LENGTH = 27;
export const TOOLTIP_MIN_WIDTH = 40;
export const TOOLTIP_MAX_WIDTH = 200;

export function needsLabelTooltip(label: string): boolean {
  return label.trim().length >= LABEL_TOOLTIP_MIN_LENGTH;
}
