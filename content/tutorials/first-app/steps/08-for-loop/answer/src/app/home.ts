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
      <ul class="games">
        @for (game of games; track game.id) {
          <li><app-game-card [game]="game" /></li>
        } @empty {
          <li>The shelf is empty.</li>
        }
      </ul>
    </section>
  `,
  styles: `
    .games {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
      gap: 1rem;
      padding: 0;
      list-style: none;
    }
  `,
})
export class Home {
  protected readonly games: BoardGame[] = [
    { id: 1, name: 'Harbour Masters', minPlayers: 2, maxPlayers: 4, minutes: 45, minAge: 10, copiesFree: 2, shelf: 'A3' },
    { id: 2, name: 'Lantern Festival', minPlayers: 2, maxPlayers: 5, minutes: 30, minAge: 8, copiesFree: 1, shelf: 'A1' },
    { id: 3, name: 'Moss & Stone', minPlayers: 1, maxPlayers: 4, minutes: 60, minAge: 12, copiesFree: 0, shelf: 'B2' },
    { id: 4, name: 'Tiny Trains', minPlayers: 2, maxPlayers: 6, minutes: 20, minAge: 7, copiesFree: 3, shelf: 'C4' },
    { id: 5, name: 'Night Market', minPlayers: 3, maxPlayers: 7, minutes: 40, minAge: 10, copiesFree: 1, shelf: 'B5' },
  ];
}
