import { Component, signal } from '@angular/core';

@Component({
  selector: 'app-trail-map',
  template: `
    <section>
      <h2>Trail map</h2>
      <button type="button" (click)="showNightRuns.set(!showNightRuns())">
        {{ showNightRuns() ? 'Show all runs' : 'Show floodlit runs' }}
      </button>
      <img src="/images/trail-map.svg" alt="Map of the resort's 42 runs" width="800" height="520" />
    </section>
  `,
})
export class TrailMap {
  protected readonly showNightRuns = signal(false);
}
