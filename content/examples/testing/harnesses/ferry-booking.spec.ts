import { HarnessLoader, parallel } from '@angular/cdk/testing';
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { FerryBooking } from './ferry-booking';
import { PassengerCountHarness } from './passenger-count-harness';

describe('FerryBooking', () => {
  let fixture: ComponentFixture<FerryBooking>;
  let loader: HarnessLoader;

  beforeEach(() => {
    fixture = TestBed.createComponent(FerryBooking);
    loader = TestbedHarnessEnvironment.loader(fixture);
  });

  it('has one counter per fare', async () => {
    const counters = await loader.getAllHarnesses(PassengerCountHarness);
    const labels = await parallel(() => counters.map((counter) => counter.getLabel()));

    expect(labels).toEqual(['Adults', 'Children']);
  });

  it('starts with one adult and no children', async () => {
    const adults = await loader.getHarness(PassengerCountHarness.with({ label: 'Adults' }));
    const children = await loader.getHarness(PassengerCountHarness.with({ label: 'Children' }));

    expect(await adults.getCount()).toBe(1);
    expect(await adults.canDecrement()).toBe(false);
    expect(await children.getCount()).toBe(0);
  });

  it('prices every passenger', async () => {
    const adults = await loader.getHarness(PassengerCountHarness.with({ label: 'Adults' }));
    const children = await loader.getHarness(PassengerCountHarness.with({ label: /child/i }));

    await adults.increment();
    await children.setCount(3);

    // The harness ran change detection after each click, so the DOM is current.
    expect(fixture.nativeElement.querySelector('.total').textContent).toBe('Total: €63.00');
  });

  it('stops at the maximum number of children', async () => {
    const children = await loader.getHarness(PassengerCountHarness.with({ label: 'Children' }));

    await children.setCount(10);

    expect(await children.getCount()).toBe(6);
    expect(await children.canIncrement()).toBe(false);
  });

  it('reports missing counters without throwing when asked politely', async () => {
    expect(await loader.hasHarness(PassengerCountHarness.with({ label: 'Pets' }))).toBe(false);
    expect(await loader.getHarnessOrNull(PassengerCountHarness.with({ label: 'Pets' }))).toBeNull();
    expect(await loader.countHarnesses(PassengerCountHarness)).toBe(2);
  });
});
