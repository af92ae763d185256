import { Component, signal } from '@angular/core';
import { email, form, FormField, max, min, required } from '@angular/forms/signals';
import type { Signup } from './signup';

@Component({
  selector: 'app-signup-form',
  imports: [FormField],
  template: `
    <form novalidate>
      <label>
        Your name
        <input [formField]="signupForm.name" aria-describedby="name-errors" [attr.aria-invalid]="signupForm.name().invalid()" />
      </label>
      <div id="name-errors">
        @if (signupForm.name().touched() && signupForm.name().invalid()) {
          @for (error of signupForm.name().errors(); track error.kind) {
            <p class="error">{{ error.message }}</p>
          }
        }
      </div>
      <label>
        Email
        <input type="email" [formField]="signupForm.email" aria-describedby="email-errors" [attr.aria-invalid]="signupForm.email().invalid()" />
      </label>
      <div id="email-errors">
        @if (signupForm.email().touched() && signupForm.email().invalid()) {
          @for (error of signupForm.email().errors(); track error.kind) {
            <p class="error">{{ error.message }}</p>
          }
        }
      </div>
      <label>
        Guests, you included
        <input type="number" [formField]="signupForm.guests" aria-describedby="guests-errors" [attr.aria-invalid]="signupForm.guests().invalid()" />
      </label>
      <div id="guests-errors">
        @if (signupForm.guests().touched() && signupForm.guests().invalid()) {
          @for (error of signupForm.guests().errors(); track error.kind) {
            <p class="error">{{ error.message }}</p>
          }
        }
      </div>
      <label>
        Experience
        <select [formField]="signupForm.experience">
          <option value="first-time">First time at a telescope</option>
          <option value="some">I have been before</option>
          <option value="own-telescope">I bring my own telescope</option>
        </select>
      </label>
      <label>
        <input type="checkbox" [formField]="signupForm.acceptsRules" aria-describedby="rules-errors" [attr.aria-invalid]="signupForm.acceptsRules().invalid()" />
        I will keep red lights only on the viewing field
      </label>
      <div id="rules-errors">
        @if (signupForm.acceptsRules().touched() && signupForm.acceptsRules().invalid()) {
          @for (error of signupForm.acceptsRules().errors(); track error.kind) {
            <p class="error">{{ error.message }}</p>
          }
        }
      </div>
      <button type="button" (click)="fillExample()">Fill in an example</button>
      <button type="submit">Sign up</button>
    </form>
  `,
})
export class SignupForm {
  protected readonly model = signal<Signup>({
    name: '',
    email: '',
    guests: 1,
    experience: 'first-time',
    acceptsRules: false,
  });
  protected readonly signupForm = form(this.model, (path) => {
    required(path.name, { message: 'Tell us your name.' });
    required(path.email, { message: 'We send the meeting point by email.' });
    email(path.email, { message: 'That does not look like an email address.' });
    min(path.guests, 1, { message: 'The smallest group is one person.' });
    max(path.guests, 6, { message: 'Groups are limited to six.' });
    required(path.acceptsRules, { message: 'Please accept the red-light rule.' });
  });

  protected fillExample() {
    this.signupForm.name().value.set('Vera');
  }
}
