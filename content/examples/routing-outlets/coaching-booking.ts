import { Component, input } from '@angular/core';
import { RouterLink } from '@angular/router';

@Component({
  selector: 'app-coaching-booking',
  imports: [RouterLink],
  template: `
    <aside>
      <h2>Book a session with {{ coachId() }}</h2>
      <p>Tuesdays and Thursdays, 18:00&ndash;20:00.</p>
      <a [routerLink]="['/', { outlets: { panel: null } }]">Close</a>
    </aside>
  `,
  styles: `aside { border-left: 3px solid #4a7; padding-left: 1rem; }`,
})
export class CoachingBooking {
  readonly coachId = input.required<string>();
}
