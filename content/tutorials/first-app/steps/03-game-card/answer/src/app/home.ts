import { Component } from '@angular/core';
import { GameCard } from './game-card';

@Component({
  selector: 'app-home',
  imports: [GameCard],
  template: `
    <section>
      <form role="search">
        <input type="text" placeholder="Search by name" aria-label="Search by name" />
        <button type="button">Search</button>
      </form>
    </section>
    <section>
      <app-game-card />
    </section>
  `,
})
export class Home {}
