import { Component, computed, signal } from '@angular/core';
import { FormField, max, min, provideSignalFormsConfig, required } from '@angular/forms/signals';
import { compatForm, NG_STATUS_CLASSES } from '@angular/forms/signals/compat';
import { createVisitDateControl } from './legacy-date-control';

@Component({
  selector: 'app-root',
  imports: [FormField],
  providers: [provideSignalFormsConfig({ classes: NG_STATUS_CLASSES })],
  templateUrl: './app.html',
  styles: `
    .ng-touched.ng-invalid { outline: 2px solid #c62828; }
    .error { color: #c62828; margin: 0; }
  `,
})
export class App {
  protected readonly booking = signal({
    visitorName: '',
    groupSize: 2,
    visitDate: createVisitDateControl(),
  });

  protected readonly tourForm = compatForm(this.booking, (path) => {
    required(path.visitorName, { message: 'Whose name is the booking under?' });
    min(path.groupSize, 1, { message: 'At least one visitor.' });
    max(path.groupSize, 12, { message: 'Guided groups hold twelve people.' });
  });

  /** The whole value, with the legacy control unwrapped to its string. */
  protected readonly summary = computed(() => ({
    visitorName: this.tourForm.visitorName().value(),
    groupSize: this.tourForm.groupSize().value(),
    visitDate: this.tourForm.visitDate().value(),
  }));
}
