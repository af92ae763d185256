import { JsonPipe } from '@angular/common';
import { Component, signal } from '@angular/core';
import { form, FormField } from '@angular/forms/signals';
import type { Signup } from './signup';

@Component({
  selector: 'app-signup-form',
  imports: [FormField, JsonPipe],
  template: `
    <form novalidate>
      <label>
        Your name
        <input [formField]="signupForm.name" />
      </label>
      <label>
        Email
        <input type="email" [formField]="signupForm.email" />
      </label>
      <label>
        Guests, you included
        <input type="number" [formField]="signupForm.guests" />
      </label>
      <label>
        Experience
        <select [formField]="signupForm.experience">
          <option value="first-time">First time at a telescope</option>
          <option value="some">I have been before</option>
          <option value="own-telescope">I bring my own telescope</option>
        </select>
      </label>
      <label>
        <input type="checkbox" [formField]="signupForm.acceptsRules" />
        I will keep red lights only on the viewing field
      </label>
      <button type="button" (click)="fillExample()">Fill in an example</button>
      <button type="submit">Sign up</button>
    </form>
    <pre>{{ model() | json }}</pre>
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
  protected readonly signupForm = form(this.model);

  protected fillExample() {
    this.signupForm.name().value.set('Vera');
  }
}
