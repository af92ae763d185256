import { Component, input } from '@angular/core';
import type { BoardGame } from './board-game';

@Component({
  selector: 'app-game-card',
  template: `
    <article>
      <h3>{{ game().name }}</h3>
      <p>Players and playing time</p>
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
