import { Component } from '@angular/core';
import { FormsModule } from '@angular/forms';

@Component({
  selector: 'app-template-signup',
  imports: [FormsModule],
  template: `
    <form #signupForm="ngForm">
      <input type="email" placeholder="Email" name="email" [(ngModel)]="signup.email" required email #emailModel="ngModel" />
      @if (emailModel.touched && emailModel.invalid) {
        <p class="error">
          {{ emailModel.hasError('required') ? 'Enter your email address.' : 'That is not an email address.' }}
        </p>
      }
      <label><input type="checkbox" name="weekly" [(ngModel)]="signup.weekly" /> Weekly digest</label>
      <p>Valid: {{ signupForm.valid }} · Model: {{ signup.email || '–' }}</p>
    </form>
  `,
})
export class TemplateSignup {
  protected signup = { email: '', weekly: true };
}
