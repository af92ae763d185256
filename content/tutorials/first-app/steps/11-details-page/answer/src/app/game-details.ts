import { Component, computed, inject, input } from '@angular/core';
import { RouterLink } from '@angular/router';
import { GameCatalog } from './game-catalog';

@Component({
  selector: 'app-game-details',
  imports: [RouterLink],
  template: `
    <a routerLink="/">← All games</a>
    @if (game(); as game) {
      <h2>{{ game.name }}</h2>
      <dl>
        <dt>Players</dt>
        <dd>{{ game.minPlayers }}–{{ game.maxPlayers }}</dd>
        <dt>Playing time</dt>
        <dd>{{ game.minutes }} minutes</dd>
        <dt>Age</dt>
        <dd>{{ game.minAge }} and up</dd>
        <dt>Shelf</dt>
        <dd>{{ game.shelf }}, {{ game.copiesFree }} {{ game.copiesFree === 1 ? 'copy' : 'copies' }} free</dd>
      </dl>
    } @else {
      <p>No game with this number is on the shelf.</p>
    }
  `,
  styles: `
    dt {
      font-weight: 600;
    }
    dd {
      margin: 0 0 0.5rem;
    }
  `,
})
export class GameDetails {
  readonly id = input.required<string>();
  private readonly catalog = inject(GameCatalog);
  protected readonly game = computed(() => this.catalog.getById(Number(this.id())));
}
