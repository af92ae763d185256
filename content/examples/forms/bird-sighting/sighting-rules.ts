import {
  applyEach,
  email,
  max,
  maxLength,
  min,
  pattern,
  required,
  schema,
  SchemaPath,
  validate,
  validateTree,
} from '@angular/forms/signals';
import { Companion, Sighting } from './sighting';

/** A reusable rule: the value must not be only whitespace. */
export function notBlank(path: SchemaPath<string>, message: string) {
  validate(path, ({ value }) =>
    value().length > 0 && value().trim() === '' ? { kind: 'blank', message } : undefined,
  );
}

const companionRules = schema<Companion>((companion) => {
  required(companion.name, { message: 'Name each companion, or remove the row.' });
});

export const sightingRules = schema<Sighting>((path) => {
  required(path.species, { message: 'Which species did you see?' });
  notBlank(path.species, 'A species name needs letters, not only spaces.');

  required(path.count, { message: 'Enter how many birds you counted.' });
  min(path.count, 1, { message: 'Count at least one bird.' });
  max(path.count, 5000, { message: 'Counts above 5000 go through the flock survey.' });

  pattern(path.gridRef, /^[A-Z]{2}\d{4}$/, { message: 'Use two capital letters and four digits, like SK1234.' });

  required(path.observerEmail, { message: 'We need an address to confirm rare records.' });
  email(path.observerEmail, { message: 'Enter an address like name@example.com.' });

  maxLength(path.notes, 280, { message: 'Keep notes to 280 characters.' });
  required(path.notes, {
    message: 'Large counts need a note on how you counted.',
    when: ({ valueOf }) => (valueOf(path.count) ?? 0) > 100,
  });

  applyEach(path.companions, companionRules);

  validateTree(path, ({ value, fieldTreeOf }) => {
    const names = value().companions.map((companion) => companion.name.trim().toLowerCase());
    const duplicate = names.findIndex((name, index) => name !== '' && names.indexOf(name) !== index);
    return duplicate === -1
      ? undefined
      : {
          kind: 'duplicateCompanion',
          message: 'This companion is already listed.',
          fieldTree: fieldTreeOf(path.companions)[duplicate].name,
        };
  });
});
