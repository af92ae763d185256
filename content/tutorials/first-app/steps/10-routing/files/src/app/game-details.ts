import { Component } from '@angular/core';

@Component({
  selector: 'app-game-details',
  template: `<p>The details of a game appear here.</p>`,
})
export class GameDetails {}
