import { Component, input, Resource } from '@angular/core';
import { Lighthouse, Visit } from './lighthouse-api';

@Component({
  selector: 'app-lighthouse-page',
  template: `
    <h2>{{ lighthouse().name }}</h2>
    <p>First lit in {{ lighthouse().lit }}, {{ lighthouse().heightM }} m tall.</p>

    <h3>Keepers' log</h3>
    @if (visits().isLoading()) {
      <p>Loading the log…</p>
    } @else if (visits().error()) {
      <p role="alert">The log could not be loaded.</p>
    } @else {
      <ul>
        @for (visit of visits().value(); track visit.date) {
          <li>{{ visit.date }}: {{ visit.keeper }}</li>
        }
      </ul>
    }
  `,
})
export class LighthousePage {
  // A blocking resource arrives as its value: the router waited for it.
  readonly lighthouse = input.required<Lighthouse>();
  // A non-blocking resource arrives as the resource itself.
  readonly visits = input.required<Resource<Visit[] | undefined>>();
}
