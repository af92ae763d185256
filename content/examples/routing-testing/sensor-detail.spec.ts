import { describe, expect, it } from 'vitest';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { SensorDetail } from './sensor-detail';

describe('SensorDetail', () => {
  it('shows the sensor from the path and the range from the query', async () => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([{ path: 'sensors/:sensorId', component: SensorDetail }]),
      ],
    });
    const harness = await RouterTestingHarness.create();

    const detail = await harness.navigateByUrl('/sensors/t-07?range=7d', SensorDetail);

    expect(detail.sensorId()).toBe('t-07');
    expect(detail.range()).toBe('7d');
    expect(harness.routeNativeElement?.querySelector('h1')?.textContent).toBe('Sensor t-07');
    expect(harness.routeNativeElement?.textContent).toContain('Showing the last 7d');
  });

  it('updates the same instance when only the parameter changes', async () => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([{ path: 'sensors/:sensorId', component: SensorDetail }]),
      ],
    });
    const harness = await RouterTestingHarness.create('/sensors/t-07');
    const first = harness.routeDebugElement?.componentInstance;

    const second = await harness.navigateByUrl('/sensors/h-02', SensorDetail);

    expect(second).toBe(first);
    expect(harness.routeNativeElement?.textContent).toContain('Sensor h-02');
  });
});
