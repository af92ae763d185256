import { FormDefinition } from './form-definition';

/** In an application this arrives from the server, for example through httpResource(). */
export const INTAKE_DEFINITION: FormDefinition = {
  title: 'Repair café intake',
  fields: [
    { kind: 'text', key: 'owner', label: 'Your name', required: true, maxLength: 60 },
    {
      kind: 'choice',
      key: 'category',
      label: 'Kind of item',
      required: true,
      options: [
        { value: 'lamp', label: 'Lamp or light' },
        { value: 'textile', label: 'Clothing or textile' },
        { value: 'bike', label: 'Bicycle' },
      ],
    },
    { kind: 'number', key: 'age', label: 'Age of the item in years', min: 0, max: 120 },
    {
      kind: 'text',
      key: 'phone',
      label: 'Phone for pick-up',
      pattern: '\\+?[0-9 ]{7,15}',
      hint: 'Use digits and spaces, with an optional + at the start.',
    },
    { kind: 'checkbox', key: 'liability', label: 'I understand repairs are at my own risk', mustBeTicked: true },
  ],
};
