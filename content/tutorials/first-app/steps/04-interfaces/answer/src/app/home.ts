import { Component } from '@angular/core';
import type { BoardGame } from './board-game';
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
export class Home {
  protected readonly featured: BoardGame = {
    id: 1,
    name: 'Harbour Masters',
    minPlayers: 2,
    maxPlayers: 4,
    minutes: 45,
    minAge: 10,
    copiesFree: 2,
    shelf: 'A3',
  };
}
