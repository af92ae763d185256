import { Component } from '@angular/core';

@Component({
  selector: 'app-root',
  template: `
    <header>
      <h1>Meeple Shelf</h1>
      <p>Board games to borrow at the {{ cafe }}</p>
    </header>
  `,
  styles: `
    header {
      padding: 1rem 1.5rem;
      background: #8a3b12;
      color: #fff8ef;
    }
    h1 {
      margin: 0;
    }
  `,
})
export class App {
  protected readonly cafe = 'Corner Café';
}
