import { Component, input, model, output } from '@angular/core';
import { FormCheckboxControl } from '@angular/forms/signals';

/** An on/off switch for a boolean field. */
@Component({
  selector: 'app-sent-switch',
  template: `
    <button
      type="button"
      role="switch"
      [attr.aria-checked]="checked()"
      [disabled]="disabled()"
      (click)="checked.set(!checked())"
      (blur)="touch.emit()"
    >
      {{ checked() ? 'Sent it' : 'Still a project' }}
    </button>
  `,
})
export class SentSwitch implements FormCheckboxControl {
  readonly checked = model(false);
  readonly disabled = input(false);
  readonly touch = output<void>();
}
