import { Component, signal } from '@angular/core';
import { DatePipe } from '@angular/common';

@Component({
  selector: 'app-root',
  imports: [DatePipe],
  template: `<p>Next supply flight: {{ supplyFlight() | date: 'fullDate' }}</p>`,
})
export class App {
  protected readonly supplyFlight = signal(new Date(2027, 6, 2));
}
