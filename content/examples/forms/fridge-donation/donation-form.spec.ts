import { describe, expect, it, vi } from 'vitest';
import { TestBed } from '@angular/core/testing';
import { DonationForm } from './donation-form';
import { DonationResult, FridgeApi } from './fridge-api';

async function setUp(result: DonationResult) {
  const logDonation = vi.fn().mockResolvedValue(result);
  TestBed.configureTestingModule({ providers: [{ provide: FridgeApi, useValue: { logDonation } }] });
  const fixture = TestBed.createComponent(DonationForm);
  await fixture.whenStable();
  const page = fixture.nativeElement as HTMLElement;

  const type = async (id: string, text: string) => {
    const input = page.querySelector<HTMLInputElement>(`#${id}`)!;
    input.value = text;
    input.dispatchEvent(new Event('input'));
    input.dispatchEvent(new Event('blur'));
    await fixture.whenStable();
  };
  const submit = async () => {
    page.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await fixture.whenStable();
  };
  return { fixture, page, logDonation, type, submit };
}

describe('DonationForm', () => {
  it('writes what the user types to the model', async () => {
    const { fixture, type } = await setUp({ accepted: true, shelf: 'B' });

    await type('item', 'Banana bread');

    expect(fixture.componentInstance.donation().item).toBe('Banana bread');
  });

  it('shows every error and sends nothing when the form is submitted empty', async () => {
    const { page, logDonation, submit } = await setUp({ accepted: true, shelf: 'B' });

    await submit();

    expect(logDonation).not.toHaveBeenCalled();
    expect(page.textContent).toContain('What are you donating?');
    expect(page.textContent).toContain('Add the best-before date from the label.');
  });

  it('sends a valid donation and shows the receipt', async () => {
    const { page, logDonation, type, submit } = await setUp({ accepted: true, shelf: 'B' });
    await type('item', 'Banana bread');
    await type('bestBefore', '2026-12-01');

    await submit();

    expect(logDonation).toHaveBeenCalledWith(expect.objectContaining({ item: 'Banana bread', portions: 1 }));
    expect(page.querySelector('[role="status"]')?.textContent).toContain('shelf B');
  });

  it('shows the reason the fridge refused the donation', async () => {
    const { fixture, page, type, submit } = await setUp({ accepted: false, reason: 'The fridge is being cleaned today.' });
    await type('item', 'Rice salad');
    await type('bestBefore', '2026-12-01');

    await submit();

    expect(fixture.componentInstance.donationForm().errors()).toEqual([expect.objectContaining({ kind: 'refused' })]);
    expect(page.textContent).toContain('The fridge is being cleaned today.');
  });
});
