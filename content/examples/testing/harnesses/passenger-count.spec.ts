import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { TestBed } from '@angular/core/testing';
import { describe, expect, it } from 'vitest';
import { PassengerCount } from './passenger-count';
import { PassengerCountHarness } from './passenger-count-harness';

describe('PassengerCount', () => {
  it('counts up and down between its limits', async () => {
    const fixture = TestBed.createComponent(PassengerCount);
    fixture.componentRef.setInput('label', 'Cyclists');
    fixture.componentRef.setInput('max', 2);
    const counter = await TestbedHarnessEnvironment.harnessForFixture(fixture, PassengerCountHarness);

    await counter.increment();
    await counter.increment();

    expect(await counter.getCount()).toBe(2);
    expect(await counter.canIncrement()).toBe(false);
    expect(fixture.componentInstance.count()).toBe(2);

    await counter.decrement();
    expect(await counter.getCount()).toBe(1);
  });

  it('exposes its label to assistive technology', async () => {
    const fixture = TestBed.createComponent(PassengerCount);
    fixture.componentRef.setInput('label', 'Cyclists');
    const counter = await TestbedHarnessEnvironment.harnessForFixture(fixture, PassengerCountHarness);

    const host = await counter.host();
    expect(await host.getAttribute('role')).toBe('group');
    expect(await host.getAttribute('aria-label')).toBe('Cyclists');
  });
});
