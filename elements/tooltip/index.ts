// Public surface of docs-tooltip. No side effects: import ./define.ts to register.
export { DocsTooltip } from './tooltip.ts';
export {
  LABEL_TOOLTIP_MIN_LENGTH,
  LONG_PRESS_DELAY_MS,
  needsLabelTooltip,
  SHOW_DELAY_MS,
  TOOLTIP_MAX_WIDTH,
  TOOLTIP_MIN_WIDTH,
} from './tooltip-rules.ts';
