import { Component, signal } from '@angular/core';
import { FormsModule } from '@angular/forms';

@Component({
  selector: 'app-trip-planner',
  imports: [FormsModule],
  template: `
    <h2>Plan a trip</h2>
    <form>
      <label>
        Your name
        <input name="traveller" [(ngModel)]="traveller" />
      </label>
      <label>
        Passengers
        <input name="passengers" type="number" min="1" [(ngModel)]="passengers" />
      </label>
    </form>
  `,
  styles: `
    label {
      display: block;
      margin-block: 0.5rem;
    }
  `,
})
export class TripPlanner {
  protected readonly traveller = signal('');
  protected readonly passengers = signal(1);
}
