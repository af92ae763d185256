import { Service } from '@angular/core';
import { Donation } from './donation';

export type DonationResult = { accepted: true; shelf: string } | { accepted: false; reason: string };

@Service()
export class FridgeApi {
  async logDonation(donation: Donation): Promise<DonationResult> {
    const response = await fetch('/api/fridge/donations', { method: 'POST', body: JSON.stringify(donation) });
    return (await response.json()) as DonationResult;
  }
}
