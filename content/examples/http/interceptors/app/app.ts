import { HttpClient, HttpContext } from '@angular/common/http';
import { Component, inject, signal } from '@angular/core';
import { Episode } from './episode';
import { CACHE_ENABLED } from './interceptors';
import { RequestLog } from './request-log';

@Component({
  selector: 'app-root',
  template: `
    <button type="button" (click)="load('ferry')">Search "ferry"</button>
    <button type="button" (click)="load('night')">Search "night"</button>
    <button type="button" (click)="load('ferry', false)">Search "ferry", skip cache</button>

    <ul>
      @for (episode of episodes(); track episode.id) {
        <li>{{ episode.title }}</li>
      }
    </ul>

    <h2>Interceptor log</h2>
    <ol>
      @for (line of log.lines(); track $index) {
        <li><code>{{ line }}</code></li>
      }
    </ol>
  `,
})
export class App {
  private readonly http = inject(HttpClient);
  protected readonly log = inject(RequestLog);
  protected readonly episodes = signal<Episode[]>([]);

  protected load(query: string, useCache = true) {
    const context = new HttpContext().set(CACHE_ENABLED, useCache);
    this.http
      .get<Episode[]>('/api/episodes', { params: { q: query }, context })
      .subscribe((episodes) => this.episodes.set(episodes));
  }
}
