import { Component, inject, signal } from '@angular/core';
import { form, FormField, FormRoot } from '@angular/forms/signals';
import { Donation, EMPTY_DONATION } from './donation';
import { donationRules } from './donation-rules';
import { FridgeApi } from './fridge-api';

@Component({
  selector: 'app-donation-form',
  imports: [FormField, FormRoot],
  template: `
    <form [formRoot]="donationForm">
      <label>Item <input id="item" [formField]="donationForm.item" /></label>
      <label>Portions <input id="portions" type="number" [formField]="donationForm.portions" /></label>
      <label>Best before <input id="bestBefore" type="date" [formField]="donationForm.bestBefore" /></label>
      <label><input id="containsNuts" type="checkbox" [formField]="donationForm.containsNuts" /> Contains nuts</label>
      @if (donationForm.containsNuts().value()) {
        <label>Which nuts? <input id="allergenNote" [formField]="donationForm.allergenNote" /></label>
      }
      @for (error of donationForm().errorSummary(); track $index) {
        @if (error.fieldTree().touched()) {
          <p class="error">{{ error.message }}</p>
        }
      }
      <button type="submit">Log donation</button>
    </form>
    <p role="status">{{ receipt() }}</p>
  `,
})
export class DonationForm {
  private readonly api = inject(FridgeApi);
  protected readonly receipt = signal('');
  readonly donation = signal<Donation>({ ...EMPTY_DONATION });

  readonly donationForm = form(this.donation, donationRules, {
    submission: {
      action: async (field) => {
        const result = await this.api.logDonation(field().value());
        if (!result.accepted) {
          return { kind: 'refused', message: result.reason };
        }
        this.receipt.set(`Thank you! Put it on shelf ${result.shelf}.`);
        return undefined;
      },
    },
  });
}
