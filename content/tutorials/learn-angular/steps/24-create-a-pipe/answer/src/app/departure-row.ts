import { Component, input, output } from '@angular/core';
import type { Departure } from './departure';
import { DurationPipe } from './duration-pipe';

@Component({
  selector: 'app-departure-row',
  imports: [DurationPipe],
  template: `
    <span>{{ departure().time }} {{ departure().destination }} ({{ departure().minutes | duration }})</span>
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
