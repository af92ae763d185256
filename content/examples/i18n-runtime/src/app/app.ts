import { Component, signal } from '@angular/core';
import { CurrencyPipe } from '@angular/common';

@Component({
  selector: 'app-root',
  imports: [CurrencyPipe],
  template: `
    <h1 i18n="@@siteName">Summit Huts</h1>
    <p i18n>{{ nightlyRate() | currency: 'CHF' }} per night, dinner and breakfast included</p>
  `,
})
export class App {
  protected readonly nightlyRate = signal(92);
}
