import { Service, signal } from '@angular/core';
import type { Departure } from './departure';

@Service()
export class DepartureStore {
  private readonly all = signal<Departure[]>([
    { id: 1, destination: 'Skerry Island', time: '08:15', cancelled: false },
    { id: 2, destination: 'North Haven', time: '09:40', cancelled: true },
    { id: 3, destination: 'Gull Point', time: '11:05', cancelled: false },
  ]);

  /** Today's departures, in timetable order. */
  readonly departures = this.all.asReadonly();
}
