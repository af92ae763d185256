import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormControl, FormGroup, FormRecord, ReactiveFormsModule, Validators } from '@angular/forms';

interface LoanForm {
  member: FormControl<string>;
  nights: FormControl<number>;
  returnBy: FormControl<string | null>;
  /** Optional: only present when the member asks for a tripod. */
  tripod?: FormControl<'light' | 'heavy'>;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  protected readonly loan = new FormGroup<LoanForm>({
    member: new FormControl('', { nonNullable: true, validators: Validators.required }),
    nights: new FormControl(2, { nonNullable: true }),
    returnBy: new FormControl<string | null>(null),
  });

  /** One checkbox per eyepiece; keys are only known at run time. */
  protected readonly eyepieces = new FormRecord<FormControl<boolean>>({
    '25mm': new FormControl(true, { nonNullable: true }),
    '10mm': new FormControl(false, { nonNullable: true }),
  });
  protected readonly eyepieceNames = Object.keys(this.eyepieces.controls);

  protected toggleTripod(wanted: boolean) {
    if (wanted) {
      this.loan.addControl('tripod', new FormControl<'light' | 'heavy'>('light', { nonNullable: true }));
    } else {
      this.loan.removeControl('tripod');
    }
  }

  protected clear() {
    // Non-nullable controls go back to their initial values; returnBy goes back to null.
    this.loan.reset();
  }
}
