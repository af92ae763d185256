import { computed, Service, signal } from '@angular/core';
import type { Episode } from './catalogue';

@Service()
export class ListeningQueue {
  private readonly queued = signal<Episode[]>([]);

  readonly episodes = this.queued.asReadonly();
  readonly count = computed(() => this.queued().length);

  add(episode: Episode) {
    this.queued.update((list) => (list.some((queued) => queued.id === episode.id) ? list : [...list, episode]));
  }

  remove(id: number) {
    this.queued.update((list) => list.filter((episode) => episode.id !== id));
  }
}
