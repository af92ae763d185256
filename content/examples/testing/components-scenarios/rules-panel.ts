import { Component, input } from '@angular/core';

/** The full rules of a game are long: they load only when the member asks for them. */
@Component({
  selector: 'app-rules-panel',
  template: `
    <button type="button" #showRules>Show the rules</button>
    @defer (on interaction(showRules)) {
      <article class="rules">{{ rules() }}</article>
    } @placeholder {
      <p class="hint">Rules load on request.</p>
    } @loading {
      <p class="hint">Loading rules…</p>
    }
  `,
})
export class RulesPanel {
  readonly rules = input('');
}
