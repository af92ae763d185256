import { max, maxLength, min, pattern, required, schema, Schema } from '@angular/forms/signals';
import { DynamicValues, FormDefinition } from './form-definition';

/** Turns each field's settings into Signal Forms rules. */
export function schemaFor(definition: FormDefinition): Schema<DynamicValues> {
  return schema<DynamicValues>((path) => {
    for (const field of definition.fields) {
      switch (field.kind) {
        case 'text': {
          const text = path.text[field.key];
          if (field.required) required(text, { message: `${field.label} is required.` });
          if (field.maxLength !== undefined) maxLength(text, field.maxLength);
          if (field.pattern) pattern(text, new RegExp(`^(?:${field.pattern})$`), { message: field.hint });
          break;
        }
        case 'choice':
          if (field.required) required(path.text[field.key], { message: `Choose ${field.label.toLowerCase()}.` });
          break;
        case 'number': {
          const number = path.numbers[field.key];
          if (field.required) required(number, { message: `${field.label} is required.` });
          if (field.min !== undefined) min(number, field.min);
          if (field.max !== undefined) max(number, field.max);
          break;
        }
        case 'checkbox':
          if (field.mustBeTicked) required(path.flags[field.key], { message: `Please confirm: ${field.label}` });
          break;
      }
    }
  });
}
