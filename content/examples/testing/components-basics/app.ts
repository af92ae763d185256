import { Component } from '@angular/core';
import { DepartureBoard } from './departure-board';
import { Sailing } from './sailing';

@Component({
  selector: 'app-root',
  imports: [DepartureBoard],
  template: `<app-departure-board harbour="Kelpie Bay" [sailings]="sailings" />`,
})
export class App {
  protected readonly sailings: Sailing[] = [
    { time: '07:10', destination: 'Brightwater' },
    { time: '08:40', destination: 'Gull Island' },
    { time: '09:15', destination: 'Brightwater' },
    { time: '10:30', destination: 'Port Alder' },
    { time: '11:45', destination: 'Gull Island' },
  ];
}
