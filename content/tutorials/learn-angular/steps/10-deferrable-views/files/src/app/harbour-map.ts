import { Component } from '@angular/core';

/** Stands in for a heavy component, such as an interactive chart of the harbour. */
@Component({
  selector: 'app-harbour-map',
  template: `
    <h2>Harbour map</h2>
    <ol>
      <li>Pier 1: Skerry Island</li>
      <li>Pier 2: North Haven</li>
      <li>Pier 3: Gull Point</li>
    </ol>
  `,
})
export class HarbourMap {}
