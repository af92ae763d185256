import { Component, computed, inject, signal } from '@angular/core';
import type { BoardGame } from './board-game';
import { GameCard } from './game-card';
import { GameCatalog } from './game-catalog';

@Component({
  selector: 'app-home',
  imports: [GameCard],
  template: `
    <section>
      <form role="search" (submit)="$event.preventDefault(); query.set(searchBox.value)">
        <input #searchBox type="text" placeholder="Search by name" aria-label="Search by name" (input)="query.set(searchBox.value)" />
        <button type="submit">Search</button>
      </form>
    </section>
    <section>
      <ul class="games">
        @for (game of matches(); track game.id) {
          <li><app-game-card [game]="game" /></li>
        } @empty {
          <li>No game matches "{{ query() }}".</li>
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
  protected readonly query = signal('');
  protected readonly matches = computed(() => {
    const text = this.query().trim().toLowerCase();
    return this.games.filter((game) => game.name.toLowerCase().includes(text));
  });
}
