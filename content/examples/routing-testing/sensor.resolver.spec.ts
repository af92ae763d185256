import { describe, expect, it } from 'vitest';
import { TestBed } from '@angular/core/testing';
import { ActivatedRouteSnapshot, RedirectCommand, RouterStateSnapshot, convertToParamMap, provideRouter } from '@angular/router';
import { sensorResolver } from './sensor.resolver';

function routeWith(sensorId: string): ActivatedRouteSnapshot {
  return { paramMap: convertToParamMap({ sensorId }) } as ActivatedRouteSnapshot;
}

describe('sensorResolver', () => {
  it('returns the sensor for a known id', () => {
    TestBed.configureTestingModule({ providers: [provideRouter([])] });

    const result = TestBed.runInInjectionContext(() =>
      sensorResolver(routeWith('h-02'), {} as RouterStateSnapshot),
    );

    expect(result).toEqual({ id: 'h-02', kind: 'humidity' });
  });

  it('redirects to the sensor list for an unknown id', () => {
    TestBed.configureTestingModule({ providers: [provideRouter([])] });

    const result = TestBed.runInInjectionContext(() =>
      sensorResolver(routeWith('x-99'), {} as RouterStateSnapshot),
    );

    expect(result).toBeInstanceOf(RedirectCommand);
    expect((result as RedirectCommand).redirectTo.toString()).toBe('/sensors');
  });
});
