import { describe, expect, it } from 'vitest';
import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { GreenhouseSession } from './greenhouse-session';
import { staffGuard } from './staff.guard';

@Component({ template: '<h1>Irrigation controls</h1>' })
class IrrigationControls {}

@Component({ template: '<h1>Sign in</h1>' })
class SignIn {}

async function setUp(isStaff: boolean) {
  TestBed.configureTestingModule({
    providers: [
      provideRouter([
        { path: 'irrigation', component: IrrigationControls, canActivate: [staffGuard] },
        { path: 'sign-in', component: SignIn },
      ]),
    ],
  });
  TestBed.inject(GreenhouseSession).isStaff.set(isStaff);
  return RouterTestingHarness.create();
}

describe('staffGuard', () => {
  it('lets staff open the irrigation controls', async () => {
    const harness = await setUp(true);

    await harness.navigateByUrl('/irrigation', IrrigationControls);

    expect(TestBed.inject(Router).url).toBe('/irrigation');
  });

  it('sends visitors to sign-in and remembers where they wanted to go', async () => {
    const harness = await setUp(false);

    await harness.navigateByUrl('/irrigation', SignIn);

    expect(TestBed.inject(Router).url).toBe('/sign-in?next=%2Firrigation');
    expect(harness.routeNativeElement?.textContent).toContain('Sign in');
  });
});
