import { Component, input } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { FieldConfig } from './field-config';
import { AnswerControl } from './form-factory';

/** Renders one question with the right kind of input. */
@Component({
  selector: 'app-dynamic-field',
  imports: [ReactiveFormsModule],
  template: `
    @let c = control();
    @let f = field();
    @switch (f.kind) {
      @case ('checkbox') {
        <label><input type="checkbox" [formControl]="c" /> {{ f.label }}</label>
      }
      @case ('choice') {
        <label>
          {{ f.label }}
          <select [formControl]="c">
            <option value="">Choose…</option>
            @for (option of f.options; track option.value) {
              <option [value]="option.value">{{ option.label }}</option>
            }
          </select>
        </label>
      }
      @case ('number') {
        <label>{{ f.label }} <input type="number" [formControl]="c" /></label>
      }
      @default {
        <label>{{ f.label }} <input [formControl]="c" /></label>
        @if (f.kind === 'text' && f.hint) {
          <small>{{ f.hint }}</small>
        }
      }
    }
    @if (c.touched && c.invalid) {
      <p class="error">Check "{{ f.label }}".</p>
    }
  `,
})
export class DynamicField {
  readonly field = input.required<FieldConfig>();
  readonly control = input.required<AnswerControl>();
}
