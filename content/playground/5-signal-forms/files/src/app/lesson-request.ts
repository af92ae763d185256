/** The form's model: a plain object in a signal, owned by the component. */
export interface LessonRequest {
  name: string;
  email: string;
  level: 'beginner' | 'improver' | 'expert';
  /** Only asked of experts. */
  rollsPerSession: number;
  date: string;
}

/** A blank request: a new object each time, so no two forms share one. */
export const emptyRequest = (): LessonRequest => ({
  name: '',
  email: '',
  level: 'beginner',
  rollsPerSession: 0,
  date: '',
});
