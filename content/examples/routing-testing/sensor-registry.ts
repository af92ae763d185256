import { Service } from '@angular/core';

export interface Sensor {
  id: string;
  kind: 'temperature' | 'humidity';
}

@Service()
export class SensorRegistry {
  private readonly sensors: Sensor[] = [
    { id: 't-07', kind: 'temperature' },
    { id: 'h-02', kind: 'humidity' },
  ];

  find(id: string): Sensor | undefined {
    return this.sensors.find((sensor) => sensor.id === id);
  }
}
