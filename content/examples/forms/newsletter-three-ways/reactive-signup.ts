import { Component } from '@angular/core';
import { FormControl, FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';

@Component({
  selector: 'app-reactive-signup',
  imports: [ReactiveFormsModule],
  template: `
    <form [formGroup]="signupForm">
      <input type="email" placeholder="Email" formControlName="email" />
      @if (signupForm.controls.email.touched && signupForm.controls.email.invalid) {
        <p class="error">
          {{ signupForm.controls.email.hasError('required') ? 'Enter your email address.' : 'That is not an email address.' }}
        </p>
      }
      <label><input type="checkbox" formControlName="weekly" /> Weekly digest</label>
      <p>Valid: {{ signupForm.valid }} · Model: {{ signupForm.value.email || '–' }}</p>
    </form>
  `,
})
export class ReactiveSignup {
  protected readonly signupForm = new FormGroup({
    email: new FormControl('', { nonNullable: true, validators: [Validators.required, Validators.email] }),
    weekly: new FormControl(true, { nonNullable: true }),
  });
}
