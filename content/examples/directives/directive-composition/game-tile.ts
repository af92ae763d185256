import { Component, input } from '@angular/core';
import { Activatable } from './activatable';
import { Hint } from './hint';

@Component({
  selector: 'app-game-tile',
  hostDirectives: [
    { directive: Hint, inputs: ['hint: blurb'] },
    { directive: Activatable, outputs: ['activated: picked'] },
  ],
  template: `<strong>{{ title() }}</strong> · <small>{{ players() }} players</small>`,
  styles: `
    :host { display: inline-block; padding: 0.75rem; margin: 0.25rem; border: 1px solid; cursor: pointer; }
    :host(:focus-visible) { outline: 3px solid currentColor; }
  `,
})
export class GameTile {
  readonly title = input.required<string>();
  readonly players = input.required<string>();
}
