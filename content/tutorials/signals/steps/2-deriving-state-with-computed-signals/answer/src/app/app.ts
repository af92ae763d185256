import { Component, computed, signal } from '@angular/core';

@Component({
  selector: 'app-root',
  template: `
    <h1>Lantern</h1>
    <p>Now playing: {{ episodeTitle() }}</p>
    <p>{{ remaining() }} min left</p>
    <progress max="100" [value]="progress()"></progress>
    <div>
      <button type="button" (click)="togglePlay()">{{ playing() ? 'Pause' : 'Play' }}</button>
      <button type="button" (click)="skip()">Skip 5 min</button>
    </div>
  `,
})
export class App {
  protected readonly episodeTitle = signal('Counting moons');
  protected readonly playing = signal(false);
  protected readonly length = signal(31);
  protected readonly position = signal(0);
  protected readonly remaining = computed(() => this.length() - this.position());
  protected readonly progress = computed(() => Math.round((100 * this.position()) / this.length()));

  protected togglePlay() {
    this.playing.update((playing) => !playing);
  }

  protected skip() {
    this.position.update((position) => Math.min(position + 5, this.length()));
  }
}
