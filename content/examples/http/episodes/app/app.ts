import { HttpErrorResponse } from '@angular/common/http';
import { Component, inject, signal } from '@angular/core';
import { Episode } from './episode';
import { EpisodeApi } from './episode-api';

@Component({
  selector: 'app-root',
  templateUrl: './app.html',
})
export class App {
  private readonly api = inject(EpisodeApi);

  protected readonly query = signal('');
  protected readonly episodes = signal<Episode[]>([]);
  protected readonly total = signal(0);
  protected readonly loading = signal(false);
  protected readonly error = signal('');

  constructor() {
    this.load();
  }

  protected load() {
    this.loading.set(true);
    this.api.search(this.query()).subscribe({
      next: (page) => {
        this.episodes.set(page.episodes);
        this.total.set(page.total);
        this.loading.set(false);
      },
      error: (error: HttpErrorResponse) => {
        this.error.set(error.message);
        this.loading.set(false);
      },
    });
  }

  protected add(title: string) {
    this.error.set('');
    this.api.create({ title, minutes: 30 }).subscribe({
      next: (created) => this.episodes.update((list) => [...list, created]),
      error: (error: HttpErrorResponse) => this.error.set(error.error?.message ?? error.message),
    });
  }

  protected remove(episode: Episode) {
    this.api.remove(episode.id).subscribe(() =>
      this.episodes.update((list) => list.filter((item) => item.id !== episode.id)),
    );
  }
}
