/** The JSON a server sends to describe a form. */
export type FieldDefinition =
  | { kind: 'text'; key: string; label: string; required?: boolean; maxLength?: number; pattern?: string; hint?: string }
  | { kind: 'number'; key: string; label: string; required?: boolean; min?: number; max?: number }
  | { kind: 'choice'; key: string; label: string; required?: boolean; options: { value: string; label: string }[] }
  | { kind: 'checkbox'; key: string; label: string; mustBeTicked?: boolean };

export interface FormDefinition {
  title: string;
  fields: FieldDefinition[];
}

/** Values grouped by type, so each control binds to a field of the right type. */
export interface DynamicValues {
  text: Record<string, string>;
  numbers: Record<string, number>;
  flags: Record<string, boolean>;
}

export function initialValues(definition: FormDefinition): DynamicValues {
  const values: DynamicValues = { text: {}, numbers: {}, flags: {} };
  for (const field of definition.fields) {
    if (field.kind === 'number') values.numbers[field.key] = Number.NaN;
    else if (field.kind === 'checkbox') values.flags[field.key] = false;
    else values.text[field.key] = '';
  }
  return values;
}
