import { Component, input } from '@angular/core';
import { FieldTree } from '@angular/forms/signals';

/** Lists a field's errors once the user has left the field. */
@Component({
  selector: 'app-field-errors',
  template: `
    @if (field()().touched()) {
      @for (error of field()().errors(); track error.kind) {
        <p class="error">{{ error.message ?? error.kind }}</p>
      }
    }
  `,
})
export class FieldErrors {
  readonly field = input.required<FieldTree<unknown>>();
}
