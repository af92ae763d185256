import { HttpClient } from '@angular/common/http';
import { Service, inject } from '@angular/core';
import { Observable, map } from 'rxjs';

export interface Episode {
  id: string;
  title: string;
  durationMinutes: number;
}

/** Loads a show's episodes from the podcast API. */
@Service()
export class EpisodeCatalog {
  private readonly http = inject(HttpClient);

  episodesOf(showId: string): Observable<Episode[]> {
    return this.http
      .get<Episode[]>(`/api/shows/${encodeURIComponent(showId)}/episodes`)
      .pipe(map((episodes) => [...episodes].sort((a, b) => a.title.localeCompare(b.title))));
  }
}
