import { Component, signal } from '@angular/core';
import { GameTile } from './game-tile';

@Component({
  selector: 'app-root',
  imports: [GameTile],
  template: `
    <h2>Tonight's games</h2>
    <app-game-tile title="Azul" players="2–4" blurb="Tile drafting, 45 minutes" (picked)="chosen.set('Azul')" />
    <app-game-tile title="Hanabi" players="2–5" blurb="Co-operative fireworks, 25 minutes" (picked)="chosen.set('Hanabi')" />
    <p>{{ chosen() ? chosen() + ' is on the table.' : 'Click a game, or focus one and press Enter.' }}</p>
  `,
})
export class App {
  protected readonly chosen = signal<string | null>(null);
}
