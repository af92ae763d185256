// Public surface of docs-snack-bar. No side effects: import ./define.ts to register.
export { DocsSnackBar } from './snack-bar.ts';
export { DocsSnackBarActionEvent, DocsSnackBarDismissEvent, type SnackBarDismissReason } from './events.ts';
export {
  ANIMATION_FALLBACK_MS,
  ANNOUNCE_DELAY_MS,
  DEFAULT_DURATION,
  dismissTimer,
  MAX_TIMER_MS,
  type SnackBarData,
  type SnackBarState,
} from './snack-bar-queue.ts';
