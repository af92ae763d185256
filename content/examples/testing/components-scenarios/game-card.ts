import { Component, input, output } from '@angular/core';
import { BoardGame } from './board-game';

@Component({
  selector: 'app-game-card',
  template: `
    <h3>{{ game().title }}</h3>
    <p class="players">{{ game().minPlayers }}–{{ game().maxPlayers }} players</p>
    <button type="button" [disabled]="!game().onShelf" (click)="borrow.emit(game())">
      {{ game().onShelf ? 'Borrow' : 'On loan' }}
    </button>
  `,
})
export class GameCard {
  readonly game = input.required<BoardGame>();
  readonly borrow = output<BoardGame>();
}
