import { Component } from '@angular/core';
import { Home } from './home';

@Component({
  selector: 'app-root',
  imports: [Home],
  template: `
    <header>
      <h1>Meeple Shelf</h1>
      <p>Board games to borrow at the {{ cafe }}</p>
    </header>
    <main>
      <app-home />
    </main>
  `,
  styles: `
    header {
      padding: 1rem 1.5rem;
      background: #8a3b12;
      color: #fff8ef;
    }
    header a {
      color: inherit;
      text-decoration: none;
    }
    h1 {
      margin: 0;
    }
  `,
})
export class App {
  protected readonly cafe = 'Corner Café';
}
