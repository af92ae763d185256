import { Component, computed, inject, Injector, input, signal, untracked } from '@angular/core';
import { form, FormField, FormRoot } from '@angular/forms/signals';
import { schemaFor } from './dynamic-schema';
import { FormDefinition, initialValues } from './form-definition';

@Component({
  selector: 'app-dynamic-form',
  imports: [FormField, FormRoot],
  templateUrl: './dynamic-form.html',
  styles: `
    :host { display: block; font-family: system-ui, sans-serif; padding: 1rem; }
    .row { margin-block: 0.6rem; }
    input:not([type='checkbox']), select { display: block; padding: 0.3rem; width: min(100%, 20rem); }
    .hint { color: #4a5561; font-size: 0.85rem; margin: 0.2rem 0 0; }
    .error { color: #a11d1d; margin: 0.2rem 0; }
  `,
})
export class DynamicForm {
  readonly definition = input.required<FormDefinition>();
  private readonly injector = inject(Injector);
  protected readonly sent = signal('');

  // One model and one form per definition. `untracked` keeps typing from rebuilding the form.
  protected readonly intake = computed(() => {
    const definition = this.definition();
    return untracked(() => {
      const model = signal(initialValues(definition));
      return form(model, schemaFor(definition), {
        injector: this.injector,
        submission: {
          action: async (field) => {
            this.sent.set(JSON.stringify(field().value(), null, 2));
            return undefined;
          },
        },
      });
    });
  });
}
