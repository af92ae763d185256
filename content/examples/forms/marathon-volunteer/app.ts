import { Component, inject } from '@angular/core';
import { NonNullableFormBuilder, ReactiveFormsModule, Validators } from '@angular/forms';
import { inviteCodeExists, realName, shiftOrder } from './validators';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule],
  templateUrl: './app.html',
  styles: `
    input.ng-touched.ng-invalid { outline: 2px solid #c62828; }
    input.ng-pending { outline: 2px dashed #8a5a00; }
    .error { color: #c62828; margin: 0; }
  `,
})
export class App {
  private readonly fb = inject(NonNullableFormBuilder);

  protected readonly volunteer = this.fb.group({
    name: ['', [Validators.required, realName(['test', 'asdf', 'me'])]],
    email: ['', [Validators.required, Validators.email]],
    inviteCode: this.fb.control('', {
      validators: [Validators.pattern(/^RUN-\d{4}$/)],
      asyncValidators: [inviteCodeExists()],
      updateOn: 'blur',
    }),
    shift: this.fb.group({ start: ['07:00'], end: ['11:00'] }, { validators: shiftOrder }),
  });

  protected readonly c = this.volunteer.controls;
}
