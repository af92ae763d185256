import { Component, computed, inject, linkedSignal, resource, signal } from '@angular/core';
import { loadEpisodes, SHOWS } from './catalogue';
import { EpisodeCard } from './episode-card';
import { ListeningQueue } from './listening-queue';
import { UpNext } from './up-next';
import { VolumeControl } from './volume-control';

@Component({
  selector: 'app-root',
  imports: [EpisodeCard, UpNext, VolumeControl],
  template: `
    <h1>Lantern</h1>
    <nav aria-label="Shows">
      @for (show of shows; track show) {
        <button type="button" [attr.aria-pressed]="show === selectedShow()" (click)="selectedShow.set(show)">{{ show }}</button>
      }
    </nav>
    @if (showEpisodes.isLoading()) {
      <p>Loading episodes…</p>
    } @else if (showEpisodes.error(); as error) {
      <p role="alert">{{ error.message }}</p>
    } @else if (showEpisodes.hasValue()) {
      <ul>
        @for (episode of showEpisodes.value(); track episode.id) {
          <li>
            <button type="button" [attr.aria-pressed]="episode.id === current()?.id" (click)="current.set(episode)">
              <app-episode-card [episode]="episode" [active]="episode.id === current()?.id" />
            </button>
            <button type="button" (click)="queue.add(episode)">Queue</button>
          </li>
        }
      </ul>
    }
    @if (current(); as episode) {
      <section aria-label="Player">
        <p>Now playing: {{ episode.title }} ({{ episode.show }})</p>
        <p>{{ remaining() }} min left</p>
        <progress max="100" [value]="progress()"></progress>
        <div>
          <button type="button" (click)="togglePlay()">{{ playing() ? 'Pause' : 'Play' }}</button>
          <button type="button" (click)="skip()">Skip 5 min</button>
        </div>
        <app-volume-control [(volume)]="volume" />
        <p>Volume: {{ volume() }} %</p>
      </section>
    }
    <h2>Up next ({{ queue.count() }})</h2>
    <app-up-next />
  `,
})
export class App {
  protected readonly queue = inject(ListeningQueue);
  protected readonly shows = SHOWS;
  protected readonly selectedShow = signal(SHOWS[0]);
  protected readonly showEpisodes = resource({
    params: () => this.selectedShow(),
    loader: ({ params, abortSignal }) => loadEpisodes(params, abortSignal),
  });
  protected readonly current = linkedSignal(() => (this.showEpisodes.hasValue() ? this.showEpisodes.value()[0] : undefined));
  protected readonly position = linkedSignal({ source: this.current, computation: () => 0 });
  protected readonly playing = signal(false);
  protected readonly volume = signal(70);
  protected readonly remaining = computed(() => (this.current()?.minutes ?? 0) - this.position());
  protected readonly progress = computed(() => {
    const minutes = this.current()?.minutes;
    return minutes ? Math.round((100 * this.position()) / minutes) : 0;
  });

  protected togglePlay() {
    this.playing.update((playing) => !playing);
  }

  protected skip() {
    this.position.update((position) => Math.min(position + 5, this.current()?.minutes ?? 0));
  }
}
