import { Component, computed, effect, ElementRef, inject, linkedSignal, resource, signal, viewChild, viewChildren } from '@angular/core';
import { Title } from '@angular/platform-browser';
import { loadEpisodes, SHOWS } from './catalogue';
import { EpisodeCard } from './episode-card';
import { LengthHint } from './length-hint';
import { ListeningQueue } from './listening-queue';
import { UpNext } from './up-next';
import { VolumeControl } from './volume-control';

@Component({
  selector: 'app-root',
  imports: [EpisodeCard, LengthHint, UpNext, VolumeControl],
  template: `
    <h1>Lantern</h1>
    <nav aria-label="Shows">
      @for (show of shows; track show) {
        <button type="button" [attr.aria-pressed]="show === selectedShow()" (click)="selectedShow.set(show)">{{ show }}</button>
      }
    </nav>
    <button type="button" (click)="focusPlayer()">Jump to player</button>
    @if (showEpisodes.isLoading()) {
      <p>Loading episodes…</p>
    } @else if (showEpisodes.error(); as error) {
      <p role="alert">{{ error.message }}</p>
    } @else if (showEpisodes.hasValue()) {
      <p>{{ cardCount() }} episodes</p>
      <ul>
        @for (episode of showEpisodes.value(); track episode.id) {
          <li>
            <button type="button" [attr.aria-pressed]="episode.id === current()?.id" (click)="current.set(episode)">
              <app-episode-card [episode]="episode" [appLengthHint]="episode.minutes" [active]="episode.id === current()?.id" />
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
          <button type="button" #playButton (click)="togglePlay()">{{ playing() ? 'Pause' : 'Play' }}</button>
          <button type="button" (click)="skip()">Skip 5 min</button>
        </div>
        <app-volume-control [(volume)]="volume" />
        <p>Volume: {{ volume() }} %</p>
      </section>
    }
    <h2>Up next ({{ queue.count() }})</h2>
    <app-up-next />
  `,
  styles: `
    .long {
      text-decoration: underline dotted;
    }
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

  private readonly playButton = viewChild<ElementRef<HTMLButtonElement>>('playButton');
  private readonly cards = viewChildren(EpisodeCard);
  protected readonly cardCount = computed(() => this.cards().length);

  private readonly title = inject(Title);

  constructor() {
    effect(() => {
      const episode = this.current();
      this.title.setTitle(episode ? `${episode.title} · Lantern` : 'Lantern');
    });
    effect((onCleanup) => {
      if (!this.playing()) return;
      const timer = setInterval(() => {
        this.position.update((position) => Math.min(position + 1, this.current()?.minutes ?? 0));
      }, 1000);
      onCleanup(() => clearInterval(timer));
    });
  }

  protected focusPlayer() {
    this.playButton()?.nativeElement.focus();
  }

  protected togglePlay() {
    this.playing.update((playing) => !playing);
  }

  protected skip() {
    this.position.update((position) => Math.min(position + 5, this.current()?.minutes ?? 0));
  }
}
