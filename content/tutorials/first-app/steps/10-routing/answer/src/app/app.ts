import { Component } from '@angular/core';
import { RouterLink, RouterOutlet } from '@angular/router';

@Component({
  selector: 'app-root',
  imports: [RouterLink, RouterOutlet],
  template: `
    <header>
      <h1><a routerLink="/">Meeple Shelf</a></h1>
      <p>Board games to borrow at the {{ cafe }}</p>
    </header>
    <main>
      <router-outlet />
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
