import { Component, DestroyRef, inject, resource, signal } from '@angular/core';
import { Router } from '@angular/router';
import { BoardGame } from './board-game';
import { GameCard } from './game-card';
import { GameCatalog } from './game-catalog';
import { MemberGreeting } from './member-greeting';

/** Search the library and borrow a game. Typing is debounced by 300 ms. */
@Component({
  selector: 'app-game-search',
  imports: [GameCard, MemberGreeting],
  template: `
    <app-member-greeting />
    <label for="game-query">Find a game</label>
    <input id="game-query" type="search" (input)="typed($any($event.target).value)" />

    @if (results.isLoading()) {
      <p class="status">Searching…</p>
    } @else if (results.error()) {
      <p class="status error">The library is unreachable. Try again in a moment.</p>
    } @else if (results.hasValue()) {
      @for (game of results.value(); track game.id) {
        <app-game-card [game]="game" (borrow)="borrow($event)" />
      } @empty {
        <p class="status">No games match “{{ query() }}”.</p>
      }
    }
  `,
})
export class GameSearch {
  private readonly catalog = inject(GameCatalog);
  private readonly router = inject(Router);
  private debounce: ReturnType<typeof setTimeout> | undefined;

  protected readonly query = signal('');
  protected readonly results = resource({
    params: () => this.query() || undefined,
    loader: ({ params }) => this.catalog.search(params),
  });

  constructor() {
    inject(DestroyRef).onDestroy(() => clearTimeout(this.debounce));
  }

  protected typed(text: string): void {
    clearTimeout(this.debounce);
    this.debounce = setTimeout(() => this.query.set(text.trim()), 300);
  }

  protected borrow(game: BoardGame): void {
    void this.router.navigate(['/loans', game.id]);
  }
}
