import { Component, signal } from '@angular/core';

@Component({
  selector: 'app-root',
  template: `
    <h1>Lantern</h1>
    <p>Now playing: {{ episodeTitle() }}</p>
    <button type="button" (click)="togglePlay()">{{ playing() ? 'Pause' : 'Play' }}</button>
  `,
})
export class App {
  protected readonly episodeTitle = signal('Counting moons');
  protected readonly playing = signal(false);

  protected togglePlay() {
    this.playing.update((playing) => !playing);
  }
}
