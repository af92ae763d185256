import { describe, expect, it } from 'vitest';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { ZoneClimate, ZonePage } from './zone-page';

describe('zone routes', () => {
  it('renders the zone page with the climate tab inside it', async () => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([
          { path: 'zones/:zoneId', component: ZonePage, children: [{ path: 'climate', component: ZoneClimate }] },
        ]),
      ],
    });
    const harness = await RouterTestingHarness.create();

    await harness.navigateByUrl('/zones/tropical/climate');

    const page = harness.routeNativeElement;
    expect(page?.querySelector('h1')?.textContent).toBe('Zone tropical');
    expect(page?.querySelector('h2')?.textContent).toBe('Climate of zone tropical');
  });
});
