import { Component, computed, input, signal } from '@angular/core';
import { Sailing } from './sailing';

/** The next ferry departures from one harbour; long lists are collapsed to three rows. */
@Component({
  selector: 'app-departure-board',
  template: `
    <h2>{{ harbour() }} departures</h2>
    <ol>
      @for (sailing of visibleSailings(); track sailing.time) {
        <li>{{ sailing.time }} to {{ sailing.destination }}</li>
      } @empty {
        <li class="no-sailings">No more sailings today</li>
      }
    </ol>
    @if (hiddenCount() > 0) {
      <button type="button" (click)="expanded.set(true)">Show {{ hiddenCount() }} more</button>
    }
  `,
})
export class DepartureBoard {
  readonly harbour = input.required<string>();
  readonly sailings = input<Sailing[]>([]);

  protected readonly expanded = signal(false);
  protected readonly visibleSailings = computed(() =>
    this.expanded() ? this.sailings() : this.sailings().slice(0, 3),
  );
  protected readonly hiddenCount = computed(() => this.sailings().length - this.visibleSailings().length);
}
