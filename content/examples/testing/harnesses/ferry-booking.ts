import { CurrencyPipe } from '@angular/common';
import { Component, computed, signal } from '@angular/core';
import { PassengerCount } from './passenger-count';

/** Books a crossing: adults and children are counted separately and priced per fare. */
@Component({
  selector: 'app-ferry-booking',
  imports: [PassengerCount, CurrencyPipe],
  template: `
    <app-passenger-count label="Adults" [min]="1" [(count)]="adults" />
    <app-passenger-count label="Children" [max]="6" [(count)]="children" />
    <p class="total">Total: {{ total() | currency: 'EUR' }}</p>
  `,
})
export class FerryBooking {
  protected readonly adults = signal(1);
  protected readonly children = signal(0);
  protected readonly total = computed(() => this.adults() * 18 + this.children() * 9);
}
