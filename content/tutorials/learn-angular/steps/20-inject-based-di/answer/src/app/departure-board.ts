import { Component, inject, signal } from '@angular/core';
import type { Departure } from './departure';
import { DepartureRow } from './departure-row';
import { DepartureStore } from './departure-store';

@Component({
  selector: 'app-departure-board',
  imports: [DepartureRow],
  template: `
    <h2>Today's departures</h2>
    @if (serviceRunning()) {
      <p>All crossings run on schedule.</p>
    } @else {
      <p>Crossings are suspended because of high winds.</p>
    }
    <button type="button" (click)="toggleService()">
      {{ serviceRunning() ? 'Suspend service' : 'Resume service' }}
    </button>
    <ul>
      @for (departure of departures(); track departure.id) {
        <li [class.cancelled]="departure.cancelled">
          <app-departure-row [departure]="departure" (booked)="book($event)" />
        </li>
      } @empty {
        <li>No departures today.</li>
      }
    </ul>
    @if (lastBooking(); as destination) {
      <p role="status">Seat booked to {{ destination }}.</p>
    }
  `,
  styles: `
    .cancelled {
      color: #6b7280;
      text-decoration: line-through;
    }
  `,
})
export class DepartureBoard {
  private readonly store = inject(DepartureStore);
  protected readonly departures = this.store.departures;
  protected readonly serviceRunning = signal(true);
  protected readonly lastBooking = signal<string | null>(null);

  protected toggleService() {
    this.serviceRunning.update((running) => !running);
  }

  protected book(departure: Departure) {
    this.lastBooking.set(departure.destination);
  }
}
