import { describe, expect, it } from 'vitest';
import { signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { form } from '@angular/forms/signals';
import { Donation, EMPTY_DONATION } from './donation';
import { donationRules } from './donation-rules';

function donationForm(overrides: Partial<Donation> = {}) {
  const model = signal<Donation>({ ...EMPTY_DONATION, ...overrides });
  const donation = TestBed.runInInjectionContext(() => form(model, donationRules));
  return { model, donation };
}

describe('donationRules', () => {
  it('accepts a complete donation', () => {
    const { donation } = donationForm({ item: 'Lentil soup', portions: 4, bestBefore: '2026-12-01' });

    expect(donation().valid()).toBe(true);
  });

  it('requires an allergen note only when the food contains nuts', () => {
    const { donation } = donationForm({ item: 'Flapjacks', bestBefore: '2026-12-01' });
    expect(donation.allergenNote().errors()).toEqual([]);

    donation.containsNuts().value.set(true);

    expect(donation.allergenNote().errors().map((error) => error.kind)).toEqual(['required']);
  });

  it('reports the limit of the max rule', () => {
    const { donation } = donationForm({ portions: 60 });

    expect(donation.portions().getError('max')?.max).toBe(40);
  });

  it('refuses food past its date', () => {
    const { donation, model } = donationForm({ item: 'Yoghurt', bestBefore: '2025-11-30' });

    expect(donation.bestBefore().errors()).toEqual([expect.objectContaining({ kind: 'expired' })]);

    model.update((value) => ({ ...value, bestBefore: '2026-02-01' }));
    expect(donation.bestBefore().valid()).toBe(true);
  });
});
