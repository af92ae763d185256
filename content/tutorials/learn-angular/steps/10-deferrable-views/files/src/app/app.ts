import { Component, signal } from '@angular/core';
import { DepartureBoard } from './departure-board';
import { HarbourMap } from './harbour-map';

@Component({
  selector: 'app-root',
  imports: [DepartureBoard, HarbourMap],
  template: `
    <h1>Harbour ferries</h1>
    <p>Crossings from {{ harbour }}</p>
    <p>{{ crossingsToday() }} crossings today</p>
    <app-departure-board />
    <app-harbour-map />
  `,
  styles: `
    h1 {
      margin-top: 0;
      color: #0b5d6b;
    }
  `,
})
export class App {
  protected readonly harbour = 'Port Ellis';
  protected readonly crossingsToday = signal(14);
}
