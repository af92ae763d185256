import { AbstractControl, AsyncValidatorFn, ValidationErrors, ValidatorFn } from '@angular/forms';
import { map, Observable, of, timer } from 'rxjs';

/** Rejects names people type to get past a form, such as "test". */
export function realName(placeholders: string[]): ValidatorFn {
  return (control: AbstractControl<string | null>): ValidationErrors | null => {
    const value = (control.value ?? '').trim().toLowerCase();
    return placeholders.includes(value) ? { placeholderName: { value: control.value } } : null;
  };
}

/** Group validator: the shift must end after it starts. Times are "HH:mm" strings. */
export const shiftOrder: ValidatorFn = (group: AbstractControl): ValidationErrors | null => {
  const start = group.get('start')?.value as string | null;
  const end = group.get('end')?.value as string | null;
  return start && end && end <= start ? { shiftOrder: true } : null;
};

const ISSUED_CODES = new Set(['RUN-1001', 'RUN-1002', 'RUN-2040']);

/** Async validator: asks the "server" whether the invite code exists. */
export function inviteCodeExists(): AsyncValidatorFn {
  return (control: AbstractControl<string | null>): Observable<ValidationErrors | null> => {
    if (!control.value) {
      return of(null);
    }
    return timer(500).pipe(map(() => (ISSUED_CODES.has(control.value ?? '') ? null : { unknownInvite: true })));
  };
}
