import { Component, computed, signal } from '@angular/core';
import { Grid, GridCell, GridRow } from '@angular/aria/grid';

interface Sailing {
  time: string;
  days: boolean[];
}

@Component({
  selector: 'app-root',
  imports: [Grid, GridRow, GridCell],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  protected readonly days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
  protected readonly sailings: Sailing[] = [
    { time: '07:15', days: [true, true, true, true, true] },
    { time: '12:40', days: [true, false, true, false, true] },
    { time: '18:05', days: [true, true, true, true, false] },
  ];
  protected readonly picked = signal<string[]>([]);
  protected readonly summary = computed(() => (this.picked().length ? this.picked().join(', ') : 'none'));

  protected setPicked(trip: string, selected: boolean) {
    this.picked.update((list) => (selected ? [...list.filter((t) => t !== trip), trip] : list.filter((t) => t !== trip)));
  }
}
