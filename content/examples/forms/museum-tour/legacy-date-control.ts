import { AbstractControl, FormControl, ValidationErrors, Validators } from '@angular/forms';

/** A validator from the existing reactive form: the museum is closed on Mondays. */
export function notOnMonday(control: AbstractControl<string>): ValidationErrors | null {
  const day = control.value ? new Date(`${control.value}T12:00:00`).getDay() : -1;
  return day === 1 ? { closedOnMonday: true } : null;
}

/** The control the reactive form used; the migration keeps it as it is for now. */
export function createVisitDateControl() {
  return new FormControl('', { nonNullable: true, validators: [Validators.required, notOnMonday] });
}
