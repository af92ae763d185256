import { Component, signal } from '@angular/core';
import type { Departure } from './departure';

@Component({
  selector: 'app-departure-board',
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
        <li [class.cancelled]="departure.cancelled">{{ departure.time }} {{ departure.destination }}</li>
      } @empty {
        <li>No departures today.</li>
      }
    </ul>
    <button type="button" [disabled]="!serviceRunning()">Buy a ticket</button>
  `,
  styles: `
    .cancelled {
      color: #6b7280;
      text-decoration: line-through;
    }
  `,
})
export class DepartureBoard {
  protected readonly serviceRunning = signal(true);
  protected readonly departures = signal<Departure[]>([
    { id: 1, destination: 'Skerry Island', time: '08:15', cancelled: false },
    { id: 2, destination: 'North Haven', time: '09:40', cancelled: true },
    { id: 3, destination: 'Gull Point', time: '11:05', cancelled: false },
  ]);

  protected toggleService() {
    this.serviceRunning.update((running) => !running);
  }
}
