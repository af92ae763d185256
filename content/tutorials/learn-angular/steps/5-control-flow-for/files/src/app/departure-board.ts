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
    <!-- List the departures here. -->
  `,
})
export class DepartureBoard {
  protected readonly serviceRunning = signal(true);
  protected readonly departures = signal<Departure[]>([
    { id: 1, destination: 'Skerry Island', time: '08:15', cancelled: false },
    { id: 2, destination: 'North Haven', time: '09:40', cancelled: true },
    { id: 3, destination: 'Gull Point', time: '11:05', cancelled: false },
  ]);
}
