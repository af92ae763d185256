import { Component, computed, input } from '@angular/core';
import type { Episode } from './catalogue';

@Component({
  selector: 'app-episode-card',
  template: `
    <strong>{{ episode().title }}</strong>
    <span> · {{ length() }}</span>
    @if (active()) {
      <span> (playing)</span>
    }
  `,
})
export class EpisodeCard {
  readonly episode = input.required<Episode>();
  readonly active = input(false);
  protected readonly length = computed(() => `${this.episode().minutes} min`);
}
