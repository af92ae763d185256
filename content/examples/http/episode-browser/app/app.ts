import { httpResource } from '@angular/common/http';
import { Component, computed, signal } from '@angular/core';
import { Episode } from './episode';

/** Checks the shape of the server's data before the app trusts it. */
function toEpisodes(raw: unknown): Episode[] {
  if (!Array.isArray(raw)) {
    throw new Error('Expected a list of episodes');
  }
  return raw.map((item) => ({ id: Number(item.id), title: String(item.title), minutes: Number(item.minutes) }));
}

@Component({
  selector: 'app-root',
  templateUrl: './app.html',
})
export class App {
  protected readonly query = signal('');
  protected readonly selectedId = signal<number | null>(null);

  /** Re-fetches whenever `query` changes; the previous request is cancelled. */
  protected readonly episodes = httpResource(
    () => ({ url: '/api/episodes', params: { q: this.query() } }),
    { parse: toEpisodes, defaultValue: [] },
  );

  /** No request while nothing is selected: the URL function returns undefined. */
  protected readonly transcript = httpResource.text(() => {
    const id = this.selectedId();
    return id === null ? undefined : `/api/episodes/${id}/transcript`;
  });

  protected readonly total = computed(() => this.episodes.headers()?.get('X-Total-Count') ?? '?');
}
