// Public surface of docs-tooltip: the element. No side effects: import ./define.ts to register.
export { DocsTooltip } from './tooltip.ts';
