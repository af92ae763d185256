import { Component } from '@angular/core';

@Component({
  selector: 'app-departure-board',
  template: `
    <h2>Today's departures</h2>
    <p>The board is being set up.</p>
  `,
})
export class DepartureBoard {}
