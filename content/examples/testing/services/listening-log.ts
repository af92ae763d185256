import { Service, computed, inject, signal } from '@angular/core';
import { Clock } from './clock';

export interface ListenedEpisode {
  episodeId: string;
  minutes: number;
  finishedAt: Date;
}

/** Records the podcast episodes a listener finished and sums up today's listening. */
@Service()
export class ListeningLog {
  private readonly clock = inject(Clock);
  private readonly entries = signal<ListenedEpisode[]>([]);

  readonly episodes = this.entries.asReadonly();
  readonly minutesToday = computed(() => {
    const today = this.clock.now().toDateString();
    return this.entries()
      .filter((entry) => entry.finishedAt.toDateString() === today)
      .reduce((sum, entry) => sum + entry.minutes, 0);
  });

  record(episodeId: string, minutes: number): void {
    if (minutes <= 0) {
      throw new Error(`Listening time must be positive, got ${minutes}.`);
    }
    this.entries.update((list) => [...list, { episodeId, minutes, finishedAt: this.clock.now() }]);
  }
}
