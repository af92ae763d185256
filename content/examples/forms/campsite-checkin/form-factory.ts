import { FormControl, FormGroup, ValidatorFn, Validators } from '@angular/forms';
import { FieldConfig } from './field-config';

/** A control for any question; values are strings, numbers, booleans or null. */
export type AnswerControl = FormControl<string | number | boolean | null>;

function validatorsFor(field: FieldConfig): ValidatorFn[] {
  switch (field.kind) {
    case 'text':
      return [
        ...(field.required ? [Validators.required] : []),
        ...(field.pattern ? [Validators.pattern(field.pattern)] : []),
      ];
    case 'number':
      return [
        ...(field.min !== undefined ? [Validators.min(field.min)] : []),
        ...(field.max !== undefined ? [Validators.max(field.max)] : []),
      ];
    case 'choice':
      return field.required ? [Validators.required] : [];
    case 'checkbox':
      return field.mustBeTicked ? [Validators.requiredTrue] : [];
  }
}

function initialValue(field: FieldConfig): string | number | boolean | null {
  switch (field.kind) {
    case 'number':
      return field.min ?? 0;
    case 'checkbox':
      return false;
    default:
      return '';
  }
}

/** Builds one control per question, keyed by the question's key. */
export function buildForm(fields: FieldConfig[]): FormGroup<Record<string, AnswerControl>> {
  const controls: Record<string, AnswerControl> = {};
  for (const field of fields) {
    controls[field.key] = new FormControl(initialValue(field), { validators: validatorsFor(field) });
  }
  return new FormGroup(controls);
}
