import { Component } from '@angular/core';
import { ReactiveSignup } from './reactive-signup';
import { SignalSignup } from './signal-signup';
import { TemplateSignup } from './template-signup';

@Component({
  selector: 'app-root',
  imports: [SignalSignup, ReactiveSignup, TemplateSignup],
  template: `
    <h2>Signal Forms</h2>
    <app-signal-signup />
    <h2>Reactive forms</h2>
    <app-reactive-signup />
    <h2>Template-driven forms</h2>
    <app-template-signup />
  `,
})
export class App {}
