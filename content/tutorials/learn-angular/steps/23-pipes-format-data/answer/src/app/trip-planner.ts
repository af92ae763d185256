import { CurrencyPipe } from '@angular/common';
import { Component, computed, signal } from '@angular/core';
import { FormsModule } from '@angular/forms';

const ADULT_FARE = 6.5;

@Component({
  selector: 'app-trip-planner',
  imports: [CurrencyPipe, FormsModule],
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
    @if (traveller()) {
      <p>Ticket for {{ traveller() }}, {{ passengers() }} passengers</p>
      <p>Total: {{ total() | currency: 'EUR' }}</p>
    }
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
  protected readonly total = computed(() => this.passengers() * ADULT_FARE);
}
