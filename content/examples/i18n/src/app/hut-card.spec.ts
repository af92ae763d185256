import { inputBinding, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { describe, expect, it } from 'vitest';
import { HutCard } from './hut-card';
import { MountainHut } from './mountain-hut';

const lakeside: MountainHut = {
  id: 'lakeside',
  name: 'Lakeside Hut',
  altitude: 2350,
  bedsLeft: 1,
  status: 'open',
  nightlyRate: 92,
  seasonStart: new Date(2027, 5, 19),
};

describe('HutCard in the source locale (en-US)', () => {
  it('picks the plural case for the number of beds left', async () => {
    const hut = signal(lakeside);
    const fixture = TestBed.createComponent(HutCard, { bindings: [inputBinding('hut', hut)] });
    await fixture.whenStable();
    const card = fixture.nativeElement as HTMLElement;
    expect(card.textContent).toContain('One bed left');

    hut.set({ ...lakeside, bedsLeft: 0 });
    await fixture.whenStable();
    expect(card.textContent).toContain('Fully booked');

    hut.set({ ...lakeside, bedsLeft: 5 });
    await fixture.whenStable();
    expect(card.textContent).toContain('5 beds left');
  });

  it('picks the select case for the status and formats with the en-US rules', async () => {
    const hut = signal<MountainHut>({ ...lakeside, status: 'winter-room', nightlyRate: 1092.5 });
    const fixture = TestBed.createComponent(HutCard, { bindings: [inputBinding('hut', hut)] });
    await fixture.whenStable();
    const card = fixture.nativeElement as HTMLElement;

    expect(card.textContent).toContain('Status: winter room only');
    expect(card.textContent).toContain('Altitude: 2,350 m');
    expect(card.textContent).toContain('Season starts June 19, 2027');
    expect(card.textContent).toContain('CHF1,092.50 per night');
  });

  it('builds the $localize confirmation with the hut name', async () => {
    const fixture = TestBed.createComponent(HutCard, { bindings: [inputBinding('hut', signal(lakeside))] });
    await fixture.whenStable();
    const card = fixture.nativeElement as HTMLElement;

    card.querySelector('button')!.click();
    await fixture.whenStable();

    expect(card.querySelector('[role="status"]')?.textContent).toBe(
      'A bed at Lakeside Hut is held for you for 15 minutes.',
    );
  });
});
