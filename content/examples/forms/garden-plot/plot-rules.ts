import {
  applyWhen,
  createMetadataKey,
  debounce,
  disabled,
  hidden,
  max,
  metadata,
  min,
  pattern,
  readonly,
  required,
  schema,
} from '@angular/forms/signals';
import { PlotApplication } from './plot-application';

/** A hint shown under a field. Keys are created once, at module level. */
export const HINT = createMetadataKey<string>();

export const plotRules = schema<PlotApplication>((path) => {
  readonly(path.applicationId);

  required(path.applicant, { message: 'Tell us who is applying.' });

  applyWhen(
    path,
    ({ valueOf }) => valueOf(path.membership) === 'returning',
    (returning) => {
      required(returning.memberNumber, { message: 'Returning members give their number.' });
      pattern(returning.memberNumber, /^M\d{4}$/, { message: 'Member numbers look like M0420.' });
    },
  );
  hidden(path.memberNumber, { when: ({ valueOf }) => valueOf(path.membership) === 'new' });

  disabled(path.privateTap, {
    when: ({ valueOf }) =>
      valueOf(path.plotSize) === 'small' ? 'Small plots share the communal tap.' : false,
  });

  hidden(path.bedHeightCm, { when: ({ valueOf }) => !valueOf(path.raisedBed) });
  required(path.bedHeightCm, { message: 'Pick a bed height.' });
  min(path.bedHeightCm, 20, { message: 'Beds start at 20 cm.' });
  max(path.bedHeightCm, 90, { message: 'Beds above 90 cm need a permit.' });
  metadata(path.bedHeightCm, HINT, () => 'Choose 60 cm or more if you garden from a wheelchair.');

  debounce(path.preferredNeighbour, 400);
  metadata(path.preferredNeighbour, HINT, () => 'We try to place friends side by side.');
});
