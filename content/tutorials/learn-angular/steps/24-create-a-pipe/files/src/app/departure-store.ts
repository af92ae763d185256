import { Service, signal } from '@angular/core';
import type { Departure } from './departure';

@Service()
export class DepartureStore {
  private readonly all = signal<Departure[]>([
    { id: 1, destination: 'Skerry Island', time: '08:15', cancelled: false, minutes: 40 },
    { id: 2, destination: 'North Haven', time: '09:40', cancelled: true, minutes: 95 },
    { id: 3, destination: 'Gull Point', time: '11:05', cancelled: false, minutes: 60 },
  ]);

  /** Today's departures, in timetable order. */
  readonly departures = this.all.asReadonly();
}
