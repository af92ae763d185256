import { Component, computed, signal } from '@angular/core';
import { EPISODES, type Episode, SHOWS } from './catalogue';

@Component({
  selector: 'app-root',
  template: `
    <h1>Lantern</h1>
    <nav aria-label="Shows">
      @for (show of shows; track show) {
        <button type="button" [attr.aria-pressed]="show === selectedShow()" (click)="selectedShow.set(show)">{{ show }}</button>
      }
    </nav>
    <ul>
      @for (episode of showEpisodes(); track episode.id) {
        <li>
          <button type="button" [attr.aria-pressed]="episode.id === current().id" (click)="current.set(episode)">{{ episode.title }}</button>
        </li>
      }
    </ul>
    <section aria-label="Player">
      <p>Now playing: {{ current().title }} ({{ current().show }})</p>
      <p>{{ remaining() }} min left</p>
      <progress max="100" [value]="progress()"></progress>
      <div>
        <button type="button" (click)="togglePlay()">{{ playing() ? 'Pause' : 'Play' }}</button>
        <button type="button" (click)="skip()">Skip 5 min</button>
      </div>
    </section>
  `,
})
export class App {
  protected readonly shows = SHOWS;
  protected readonly selectedShow = signal(SHOWS[0]);
  protected readonly showEpisodes = computed(() => EPISODES.filter((episode) => episode.show === this.selectedShow()));
  // Bug: these two keep their values when the show or the episode changes.
  protected readonly current = signal<Episode>(EPISODES[0]);
  protected readonly position = signal(0);
  protected readonly playing = signal(false);
  protected readonly remaining = computed(() => this.current().minutes - this.position());
  protected readonly progress = computed(() => Math.round((100 * this.position()) / this.current().minutes));

  protected togglePlay() {
    this.playing.update((playing) => !playing);
  }

  protected skip() {
    this.position.update((position) => Math.min(position + 5, this.current().minutes));
  }
}
