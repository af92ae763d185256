import { Component, computed, signal } from '@angular/core';
import { HutCard } from './hut-card';
import { MountainHut } from './mountain-hut';

@Component({
  selector: 'app-root',
  imports: [HutCard],
  templateUrl: './app.html',
})
export class App {
  protected readonly huts = signal<MountainHut[]>([
    {
      id: 'lakeside',
      name: 'Lakeside Hut',
      altitude: 2350,
      bedsLeft: 1,
      status: 'open',
      nightlyRate: 92,
      seasonStart: new Date(2027, 5, 19),
    },
    {
      id: 'ridge',
      name: 'Ridge Bivouac',
      altitude: 3120,
      bedsLeft: 0,
      status: 'winter-room',
      nightlyRate: 38.5,
      seasonStart: new Date(2027, 6, 3),
    },
  ]);
  protected readonly season = signal<'summer' | 'winter'>('summer');
  protected readonly openHuts = computed(() => this.huts().filter((hut) => hut.status === 'open').length);
}
