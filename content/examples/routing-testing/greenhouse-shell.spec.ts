import { beforeEach, describe, expect, it } from 'vitest';
import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { By } from '@angular/platform-browser';
import { Router, provideRouter } from '@angular/router';
import { GreenhouseShell } from './greenhouse-shell';

@Component({ template: '<h1>All zones</h1>' })
class ZonesStub {}

@Component({ template: '<h1>Open alerts</h1>' })
class AlertsStub {}

describe('GreenhouseShell', () => {
  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([
          { path: 'zones', component: ZonesStub },
          { path: 'alerts', component: AlertsStub },
        ]),
      ],
    });
  });

  it('shows the page of the link the user clicks', async () => {
    const fixture = TestBed.createComponent(GreenhouseShell);
    await fixture.whenStable();

    const alertsLink = fixture.debugElement.queryAll(By.css('nav a'))[1];
    alertsLink.nativeElement.click();
    await fixture.whenStable();

    expect(TestBed.inject(Router).url).toBe('/alerts');
    expect(fixture.nativeElement.querySelector('h1')?.textContent).toBe('Open alerts');
    expect(alertsLink.nativeElement.classList).toContain('active');
  });
});
