import { Component, input } from '@angular/core';
import type { BoardGame } from './board-game';

@Component({
  selector: 'app-game-card',
  template: `
    <article [class.unavailable]="game().copiesFree === 0" [attr.aria-label]="game().name">
      <h3>{{ game().name }}</h3>
      <p>{{ game().minPlayers }}–{{ game().maxPlayers }} players · {{ game().minutes }} min · age {{ game().minAge }}+</p>
      @if (game().copiesFree > 0) {
        <p>{{ game().copiesFree }} free on shelf {{ game().shelf }}</p>
      } @else {
        <p>All copies are out</p>
      }
    </article>
  `,
  styles: `
    :host {
      display: block;
    }
    article {
      padding: 0.75rem 1rem;
      background: #ffffff;
      border: 1px solid #e0d3c2;
      border-radius: 8px;
    }
    .unavailable {
      opacity: 0.6;
    }
    h3 {
      margin: 0;
    }
  `,
})
export class GameCard {
  readonly game = input.required<BoardGame>();
}
