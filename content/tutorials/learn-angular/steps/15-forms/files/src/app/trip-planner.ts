import { Component, signal } from '@angular/core';

@Component({
  selector: 'app-trip-planner',
  template: `
    <h2>Plan a trip</h2>
    <form>
      <label>
        Your name
        <input name="traveller" />
      </label>
      <label>
        Passengers
        <input name="passengers" type="number" min="1" />
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
