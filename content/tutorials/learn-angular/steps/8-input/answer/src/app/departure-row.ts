import { Component, input } from '@angular/core';
import type { Departure } from './departure';

@Component({
  selector: 'app-departure-row',
  template: `<span>{{ departure().time }} {{ departure().destination }}</span>`,
})
export class DepartureRow {
  readonly departure = input.required<Departure>();
}
