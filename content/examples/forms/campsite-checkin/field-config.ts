/** Describes one question. The server (or a CMS) sends a list of these. */
export type FieldConfig =
  | { kind: 'text'; key: string; label: string; required?: boolean; pattern?: string; hint?: string }
  | { kind: 'number'; key: string; label: string; min?: number; max?: number }
  | { kind: 'choice'; key: string; label: string; options: { value: string; label: string }[]; required?: boolean }
  | { kind: 'checkbox'; key: string; label: string; mustBeTicked?: boolean };

/** The questions for this season's check-in; edit this list and the form follows. */
export const CHECK_IN_QUESTIONS: FieldConfig[] = [
  { kind: 'text', key: 'leadGuest', label: 'Lead guest', required: true },
  { kind: 'text', key: 'plate', label: 'Vehicle plate', pattern: '[A-Z0-9 -]{2,10}', hint: 'Capitals and digits' },
  { kind: 'number', key: 'tents', label: 'Tents', min: 1, max: 3 },
  {
    kind: 'choice',
    key: 'pitch',
    label: 'Pitch',
    required: true,
    options: [
      { value: 'meadow', label: 'Meadow (shade in the afternoon)' },
      { value: 'lakeside', label: 'Lakeside' },
      { value: 'hardstanding', label: 'Hardstanding for campervans' },
    ],
  },
  { kind: 'checkbox', key: 'quietHours', label: 'I will keep quiet hours from 22:00', mustBeTicked: true },
];
