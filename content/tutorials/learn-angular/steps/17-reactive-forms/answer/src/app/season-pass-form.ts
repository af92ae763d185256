import { Component, signal } from '@angular/core';
import { FormControl, FormGroup, ReactiveFormsModule } from '@angular/forms';

@Component({
  selector: 'app-season-pass-form',
  imports: [ReactiveFormsModule],
  template: `
    <h2>Apply for a season pass</h2>
    <form [formGroup]="passForm" (ngSubmit)="apply()">
      <label>
        Full name
        <input formControlName="holder" />
      </label>
      <label>
        Email
        <input type="email" formControlName="email" />
      </label>
      <button type="submit">Apply</button>
    </form>
    @if (application(); as sent) {
      <p role="status">Application sent for {{ sent.holder }} ({{ sent.email }}).</p>
    }
  `,
  styles: `
    label {
      display: block;
      margin-block: 0.5rem;
    }
  `,
})
export class SeasonPassForm {
  protected readonly application = signal<{ holder: string; email: string } | null>(null);
  protected readonly passForm = new FormGroup({
    holder: new FormControl('', { nonNullable: true }),
    email: new FormControl('', { nonNullable: true }),
  });

  protected apply() {
    this.application.set(this.passForm.getRawValue());
  }
}
