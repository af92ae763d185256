import { Service, inject } from '@angular/core';
import { ExchangeRates } from './exchange-rates';

/** Mooring fees for visiting boats, charged per metre and night and billed in the guest's currency. */
@Service()
export class HarbourFees {
  private readonly rates = inject(ExchangeRates);

  nightly(lengthMetres: number): number {
    if (lengthMetres <= 0) {
      throw new RangeError('A boat must be longer than 0 m.');
    }
    return Math.round(lengthMetres * 2.4 * 100) / 100;
  }

  async quote(lengthMetres: number, nights: number, currency: string): Promise<number> {
    const euros = this.nightly(lengthMetres) * nights;
    const rate = currency === 'EUR' ? 1 : await this.rates.rate('EUR', currency);
    return Math.round(euros * rate * 100) / 100;
  }
}
