import { Component, ElementRef, input, model, output, viewChildren } from '@angular/core';
import { FormValueControl, ValidationError, WithOptionalFieldTree } from '@angular/forms/signals';

const GRADES = ['4', '5', '6a', '6b', '6c', '7a', '7b'];

/** A row of buttons that edits a climbing grade. */
@Component({
  selector: 'app-grade-picker',
  template: `
    <div role="radiogroup" [attr.aria-invalid]="invalid()" [attr.aria-required]="required()">
      @for (grade of grades; track grade) {
        <button
          #option
          type="button"
          role="radio"
          [attr.aria-checked]="value() === grade"
          [class.selected]="value() === grade"
          [disabled]="disabled()"
          (click)="value.set(grade)"
          (blur)="touch.emit()"
        >
          {{ grade }}
        </button>
      }
    </div>
    @if (touched() && invalid()) {
      @for (error of errors(); track error.kind) {
        <p class="error">{{ error.message }}</p>
      }
    }
  `,
  styles: `
    .selected { background: #1b5e20; color: white; }
    .error { color: #c62828; margin: 0; }
  `,
})
export class GradePicker implements FormValueControl<string> {
  protected readonly grades = GRADES;
  private readonly options = viewChildren<ElementRef<HTMLButtonElement>>('option');

  /** The one required member: two-way bound to the field's value. */
  readonly value = model('');

  /** Optional members: [formField] keeps them in sync with the field state. */
  readonly disabled = input(false);
  readonly required = input(false);
  readonly invalid = input(false);
  readonly touched = input(false);
  readonly errors = input<readonly WithOptionalFieldTree<ValidationError>[]>([]);

  /** Tells the form the user has finished with the control. */
  readonly touch = output<void>();

  /** Called by focusBoundControl(): focus the selected grade, or the first one. */
  focus(options?: FocusOptions) {
    const buttons = this.options();
    const selected = buttons.find((button) => button.nativeElement.textContent?.trim() === this.value());
    (selected ?? buttons[0])?.nativeElement.focus(options);
  }
}
