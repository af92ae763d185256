import { Component, signal } from '@angular/core';
import { email, form, FormField, required } from '@angular/forms/signals';

@Component({
  selector: 'app-signal-signup',
  imports: [FormField],
  template: `
    <input type="email" placeholder="Email" [formField]="signupForm.email" />
    @if (signupForm.email().touched() && signupForm.email().invalid()) {
      <p class="error">{{ signupForm.email().errors()[0].message }}</p>
    }
    <label><input type="checkbox" [formField]="signupForm.weekly" /> Weekly digest</label>
    <p>Valid: {{ signupForm().valid() }} · Model: {{ signup().email || '–' }}</p>
  `,
})
export class SignalSignup {
  protected readonly signup = signal({ email: '', weekly: true });

  protected readonly signupForm = form(this.signup, (path) => {
    required(path.email, { message: 'Enter your email address.' });
    email(path.email, { message: 'That is not an email address.' });
  });
}
