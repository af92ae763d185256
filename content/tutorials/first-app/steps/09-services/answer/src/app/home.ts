import { Component, inject } from '@angular/core';
import type { BoardGame } from './board-game';
import { GameCard } from './game-card';
import { GameCatalog } from './game-catalog';

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
  private readonly catalog = inject(GameCatalog);
  protected readonly games: BoardGame[] = this.catalog.getAll();
}
