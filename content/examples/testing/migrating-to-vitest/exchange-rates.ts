import { Service } from '@angular/core';

/** Currency rates for the harbour office. The real one asks a bank API. */
@Service()
export class ExchangeRates {
  async rate(from: string, to: string): Promise<number> {
    throw new Error(`No live rates in this example (${from} → ${to}).`);
  }
}
