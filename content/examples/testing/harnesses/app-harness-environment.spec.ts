import { ApplicationRef, createComponent } from '@angular/core';
import { createApplication } from '@angular/platform-browser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppHarnessEnvironment } from './app-harness-environment';
import { FerryBooking } from './ferry-booking';
import { PassengerCountHarness } from './passenger-count-harness';

describe('AppHarnessEnvironment', () => {
  let appRef: ApplicationRef;
  let host: HTMLElement;

  beforeEach(async () => {
    // A real application, no TestBed: the booking form is attached to a host element in the page.
    host = document.createElement('div');
    document.body.append(host);
    appRef = await createApplication();
    const booking = createComponent(FerryBooking, { environmentInjector: appRef.injector, hostElement: host });
    appRef.attachView(booking.hostView);
  });

  afterEach(() => {
    appRef.destroy();
    host.remove();
  });

  it('drives the same harness outside TestBed', async () => {
    const loader = AppHarnessEnvironment.loader(appRef, host);
    const children = await loader.getHarness(PassengerCountHarness.with({ label: 'Children' }));

    await children.setCount(2);

    expect(await children.getCount()).toBe(2);
    expect(host.querySelector('.total')?.textContent).toBe('Total: €36.00');
  });
});
