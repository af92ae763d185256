import { CurrencyPipe, TitleCasePipe } from '@angular/common';
import { Component } from '@angular/core';
import { type Fare, FareTable } from './fare-table';

@Component({
  selector: 'app-fares-page',
  imports: [CurrencyPipe, TitleCasePipe],
  template: `
    <h2>Fares</h2>
    <ul>
      @for (fare of fares; track fare.name) {
        <li>{{ fare.name | titlecase }}: {{ fare.price | currency: 'EUR' }}</li>
      }
    </ul>
  `,
})
export class FaresPage {
  protected readonly fares: readonly Fare[];

  constructor(private readonly fareTable: FareTable) {
    this.fares = this.fareTable.fares;
  }
}
