import { max, min, required, schema, validate } from '@angular/forms/signals';
import { Donation } from './donation';

export const donationRules = schema<Donation>((path) => {
  required(path.item, { message: 'What are you donating?' });
  min(path.portions, 1);
  max(path.portions, 40, { message: 'The fridge holds 40 portions at most.' });
  required(path.bestBefore, { message: 'Add the best-before date from the label.' });
  required(path.allergenNote, {
    message: 'Say which nuts, so people with allergies can decide.',
    when: ({ valueOf }) => valueOf(path.containsNuts),
  });
  validate(path.bestBefore, ({ value }) =>
    value() !== '' && value() < '2026-01-01' ? { kind: 'expired', message: 'Food past its date cannot go in the fridge.' } : undefined,
  );
});
