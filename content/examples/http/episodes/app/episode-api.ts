import { HttpClient, HttpParams } from '@angular/common/http';
import { inject, Service } from '@angular/core';
import { map, Observable } from 'rxjs';
import { Episode } from './episode';

export interface EpisodePage {
  episodes: Episode[];
  total: number;
}

@Service()
export class EpisodeApi {
  private readonly http = inject(HttpClient);

  /** GET with query parameters, reading a response header as well as the body. */
  search(query: string): Observable<EpisodePage> {
    const params = new HttpParams().set('q', query);
    return this.http.get<Episode[]>('/api/episodes', { params, observe: 'response' }).pipe(
      map((response) => ({
        episodes: response.body ?? [],
        total: Number(response.headers.get('X-Total-Count') ?? 0),
      })),
    );
  }

  /** POST a body; the server answers with the created episode. */
  create(draft: Omit<Episode, 'id'>): Observable<Episode> {
    return this.http.post<Episode>('/api/episodes', draft);
  }

  /** DELETE; the server answers 204 with no body. */
  remove(id: number): Observable<void> {
    return this.http.delete<void>(`/api/episodes/${id}`);
  }
}
