// Public surface of docs-snack-bar: the element, its events and the types of its API. No side effects: import ./define.ts to register.
export { DocsSnackBar } from './snack-bar.ts';
export { DocsSnackBarActionEvent, DocsSnackBarDismissEvent, type SnackBarDismissReason } from './events.ts';
export type { SnackBarData, SnackBarState } from './snack-bar-queue.ts';
