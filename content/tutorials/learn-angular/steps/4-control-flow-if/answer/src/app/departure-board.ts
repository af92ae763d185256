import { Component, signal } from '@angular/core';

@Component({
  selector: 'app-departure-board',
  template: `
    <h2>Today's departures</h2>
    @if (serviceRunning()) {
      <p>All crossings run on schedule.</p>
    } @else {
      <p>Crossings are suspended because of high winds.</p>
    }
  `,
})
export class DepartureBoard {
  protected readonly serviceRunning = signal(true);
}
