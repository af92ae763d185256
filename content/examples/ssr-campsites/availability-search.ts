import { Component, inject } from '@angular/core';
import { httpResource } from '@angular/common/http';
import { VisitorCurrency } from './visitor-currency';

interface Availability {
  campsite: string;
  freePitches: number;
  pricePerNight: number;
}

@Component({
  selector: 'app-availability-search',
  template: `
    <h1>Free pitches tonight</h1>
    <ul>
      @for (row of availability.value() ?? []; track row.campsite) {
        <li>{{ row.campsite }}: {{ row.freePitches }} free, {{ row.pricePerNight }} {{ currency }}</li>
      }
    </ul>
  `,
})
export class AvailabilitySearch {
  protected readonly currency = inject(VisitorCurrency).current();
  protected readonly availability = httpResource<Availability[]>(() => `/api/availability?currency=${this.currency}`);
}
