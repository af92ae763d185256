import { Component, LOCALE_ID, inject, signal } from '@angular/core';
import { CurrencyPipe, DatePipe, DecimalPipe, PercentPipe } from '@angular/common';

@Component({
  selector: 'app-root',
  imports: [CurrencyPipe, DatePipe, DecimalPipe, PercentPipe],
  template: `
    <h1>{{ hutName() }}</h1>
    <p>Formatting for <code>{{ locale }}</code></p>
    <dl>
      <dt>Season opens</dt>
      <dd>{{ seasonStart() | date }}</dd>
      <dt>Check-in from</dt>
      <dd>{{ seasonStart() | date: 'shortTime' }}</dd>
      <dt>Bed, half board</dt>
      <dd>{{ nightlyRate() | currency }}</dd>
      <dt>Same price, other displays</dt>
      <dd>{{ nightlyRate() | currency: 'CHF' : 'code' }} · {{ nightlyRate() | currency: 'EUR' : 'symbol' : '1.0-0' }}</dd>
      <dt>Altitude</dt>
      <dd>{{ altitude() | number }} m</dd>
      <dt>Beds taken this weekend</dt>
      <dd>{{ occupancy() | percent: '1.0-1' }}</dd>
    </dl>
    <label>
      Nightly rate
      <input type="number" step="0.5" [value]="nightlyRate()" (input)="setRate($event)" />
    </label>
  `,
})
export class App {
  protected readonly locale = inject(LOCALE_ID);
  protected readonly hutName = signal('Lakeside Hut');
  protected readonly seasonStart = signal(new Date(Date.UTC(2027, 5, 19, 15, 30)));
  protected readonly nightlyRate = signal(1092.5);
  protected readonly altitude = signal(2350.75);
  protected readonly occupancy = signal(0.875);

  protected setRate(event: Event): void {
    this.nightlyRate.set((event.target as HTMLInputElement).valueAsNumber || 0);
  }
}
