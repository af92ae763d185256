// Snack bar state machine and constants (spec §4, §9). Pure: unit-tested in Node.

export type SnackBarState = 'void' | 'visible' | 'hidden';

/** What a snack bar shows. An error snack bar has one dismiss button labelled by `actionText`. */
export interface SnackBarData {
  message: string;
  /** Text of the optional action button (for an error snack bar: the dismiss button's label). */
  action?: string;
  /** Auto-dismiss after this many ms; 0 (the default) never dismisses by itself. */
  duration?: number;
  variant?: 'default' | 'error';
}

/** Default duration: 0, no auto-dismiss. */
export const DEFAULT_DURATION = 0;
/** The longest timer browsers honour (2^31 − 1 ms); longer ones fire at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
/** Delay before the message is announced to assistive technology (politely). */
export const ANNOUNCE_DELAY_MS = 150;
/** Enter/exit animations finish by themselves, or after this fallback. */
export const ANIMATION_FALLBACK_MS = 200;

/** The timer to set for a duration, or null for none (0, negative, NaN). Capped at {@link MAX_TIMER_MS}. */
export function dismissTimer(duration: number | undefined): number | null {
  const value = duration ?? DEFAULT_DURATION;
  if (!Number.isFinite(value) && value !== Infinity) return null;
  if (!(value > 0)) return null;
  return Math.min(value, MAX_TIMER_MS);
}

export interface SnackBarModel<T> {
  state: SnackBarState;
  /** What is shown (or exiting). */
  current: T | null;
  /** What opens once the current one has exited. */
  next: T | null;
}

export const initialSnackBar = <T>(): SnackBarModel<T> => ({ state: 'void', current: null, next: null });

/** Opening: from void it enters at once; while one is visible it is dismissed first and the new one waits. */
export function openSnackBar<T>(model: SnackBarModel<T>, data: T): SnackBarModel<T> {
  if (model.state === 'void') return { state: 'visible', current: data, next: null };
  return { state: 'hidden', current: model.current, next: data };
}

/** Dismissing (close, action or timer): a visible snack bar starts its exit. */
export function dismissSnackBar<T>(model: SnackBarModel<T>): SnackBarModel<T> {
  return model.state === 'visible' ? { ...model, state: 'hidden' } : model;
}

/** The exit finished: the waiting one enters, or the snack bar is void. */
export function snackBarExited<T>(model: SnackBarModel<T>): SnackBarModel<T> {
  if (model.state !== 'hidden') return model;
  return model.next ? { state: 'visible', current: model.next, next: null } : initialSnackBar<T>();
}
