import { Component, input } from '@angular/core';
import { DurationPipe } from './duration.pipe';

/** One episode in a podcast's episode list. */
@Component({
  selector: 'app-episode-row',
  imports: [DurationPipe],
  template: `
    <span class="title">{{ title() }}</span>
    <span class="length">{{ lengthSeconds() | duration }}</span>
  `,
})
export class EpisodeRow {
  readonly title = input.required<string>();
  readonly lengthSeconds = input<number | null>(null);
}
