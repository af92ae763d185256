import { Component, signal } from '@angular/core';

@Component({
  selector: 'app-root',
  template: `
    <h1>Harbour ferries</h1>
    <p>Crossings from {{ harbour }}</p>
    <p>{{ crossingsToday() }} crossings today</p>
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
