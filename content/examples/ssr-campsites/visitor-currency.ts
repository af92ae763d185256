import { LOCALE_ID, Service, inject } from '@angular/core';

/** The currency prices are shown in, from the locale the app was built or served for. */
@Service()
export class VisitorCurrency {
  private readonly locale = inject(LOCALE_ID);

  current(): string {
    return this.locale.startsWith('en-GB') ? 'GBP' : this.locale.startsWith('en-US') ? 'USD' : 'EUR';
  }
}
