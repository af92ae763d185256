import { Component } from '@angular/core';
import { SignupForm } from './signup-form';

@Component({
  selector: 'app-root',
  imports: [SignupForm],
  template: `
    <h1>Stargazing night at Hollow Hill Observatory</h1>
    <p>Saturday from 21:00. Telescopes provided; warm clothes are not.</p>
    <app-signup-form />
  `,
})
export class App {}
