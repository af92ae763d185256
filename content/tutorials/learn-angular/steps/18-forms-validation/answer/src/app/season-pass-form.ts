import { Component, signal } from '@angular/core';
import { FormControl, FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';

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
        <input type="email" formControlName="email" aria-describedby="email-error" />
      </label>
      @if (passForm.controls.email.invalid && passForm.controls.email.touched) {
        <p id="email-error" class="error">Enter a valid email address.</p>
      }
      <button type="submit" [disabled]="passForm.invalid">Apply</button>
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
    .error {
      color: #b42318;
    }
  `,
})
export class SeasonPassForm {
  protected readonly application = signal<{ holder: string; email: string } | null>(null);
  protected readonly passForm = new FormGroup({
    holder: new FormControl('', { nonNullable: true, validators: [Validators.required] }),
    email: new FormControl('', { nonNullable: true, validators: [Validators.required, Validators.email] }),
  });

  protected apply() {
    this.application.set(this.passForm.getRawValue());
  }
}
