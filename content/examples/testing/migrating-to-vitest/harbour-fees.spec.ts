import { TestBed } from '@angular/core/testing';
import { type MockInstance, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExchangeRates } from './exchange-rates';
import { HarbourFees } from './harbour-fees';

describe('HarbourFees', () => {
  let fees: HarbourFees;
  let rate: MockInstance<ExchangeRates['rate']>;

  beforeEach(() => {
    rate = vi.spyOn(TestBed.inject(ExchangeRates), 'rate').mockResolvedValue(1.5);
    fees = TestBed.inject(HarbourFees);
  });

  it('charges per metre and night', () => {
    expect(fees.nightly(10)).toBe(24);
  });

  it('rejects impossible boat lengths', () => {
    expect(() => fees.nightly(0)).toThrowError(RangeError);
  });

  it('converts the quote into the guest currency', async () => {
    await expect(fees.quote(10, 2, 'CHF')).resolves.toBe(72);
    expect(rate).toHaveBeenCalledWith('EUR', 'CHF');
  });

  it('skips the conversion for euros', async () => {
    expect(await fees.quote(10, 2, 'EUR')).toBe(48);
    expect(rate).not.toHaveBeenCalled();
  });
});
