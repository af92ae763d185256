import { JsonPipe } from '@angular/common';
import { Component, signal } from '@angular/core';
import { FormsModule, NgForm } from '@angular/forms';

@Component({
  selector: 'app-root',
  imports: [FormsModule, JsonPipe],
  templateUrl: './app.html',
  styles: `
    .ng-touched.ng-invalid:not(form, fieldset) { outline: 2px solid #c62828; }
    .error { color: #c62828; margin: 0; }
  `,
})
export class App {
  protected readonly sessions = ['Tuesday evening', 'Saturday morning'];

  protected readonly name = signal('');
  protected readonly level = signal<'beginner' | 'returning'>('beginner');
  protected readonly session = signal('Saturday morning');
  protected readonly apron = signal(false);
  protected readonly email = signal('');
  protected readonly phone = signal('');

  protected readonly enrolled = signal<unknown>(null);

  protected enrol(form: NgForm) {
    if (form.invalid) {
      return;
    }
    this.enrolled.set(form.value);
    // Sets every control (the bound signals follow through ngModelChange) and clears touched/submitted.
    form.resetForm({
      name: '',
      level: 'beginner',
      session: 'Saturday morning',
      apron: false,
      contact: { email: '', phone: '' },
    });
  }
}
