import { Component, LOCALE_ID, computed, inject, input } from '@angular/core';
import { formatCurrency } from '@angular/common';

@Component({
  selector: 'app-price-tag',
  template: `<button type="button" (click)="copy()">Copy price</button>`,
})
export class PriceTag {
  readonly amount = input.required<number>();
  readonly currencyCode = input('CHF');

  private readonly locale = inject(LOCALE_ID);

  private readonly formatted = computed(() =>
    formatCurrency(this.amount(), this.locale, this.currencyCode(), this.currencyCode()),
  );

  protected copy(): void {
    void navigator.clipboard.writeText(this.formatted());
  }
}
