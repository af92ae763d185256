import { Component, input, output } from '@angular/core';
import type { Departure } from './departure';

@Component({
  selector: 'app-departure-row',
  template: `
    <span>{{ departure().time }} {{ departure().destination }}</span>
    <button type="button" [disabled]="departure().cancelled" (click)="booked.emit(departure())">Book</button>
  `,
  styles: `
    button {
      margin-inline-start: 0.5rem;
    }
  `,
})
export class DepartureRow {
  readonly departure = input.required<Departure>();
  readonly booked = output<Departure>();
}
