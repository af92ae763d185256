import { inject } from '@angular/core';
import { RedirectCommand, ResolveFn, Router } from '@angular/router';
import { SensorRegistry, Sensor } from './sensor-registry';

export const sensorResolver: ResolveFn<Sensor> = (route) => {
  const sensor = inject(SensorRegistry).find(route.paramMap.get('sensorId') ?? '');
  return sensor ?? new RedirectCommand(inject(Router).parseUrl('/sensors'));
};
