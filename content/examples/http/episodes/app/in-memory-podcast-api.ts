import { HttpErrorResponse, HttpHeaders, HttpInterceptorFn, HttpResponse } from '@angular/common/http';
import { delay, Observable, of, throwError } from 'rxjs';
import { Episode } from './episode';

const episodes: Episode[] = [
  { id: 1, title: 'Why ferries still run on diesel', minutes: 38 },
  { id: 2, title: 'A beekeeper’s winter', minutes: 44 },
  { id: 3, title: 'Mapping the night sky by ear', minutes: 51 },
];

function reply<T>(body: T, status = 200, headers = new HttpHeaders()): Observable<HttpResponse<T>> {
  return of(new HttpResponse({ body, status, headers })).pipe(delay(400));
}

function fail(status: number, message: string): Observable<never> {
  return throwError(() => new HttpErrorResponse({ status, statusText: message, error: { message } })).pipe(delay(400));
}

/**
 * Plays the podcast server inside the example so the preview needs no network.
 * Register it only in examples and tests; a real application talks to its real API.
 */
export const inMemoryPodcastApi: HttpInterceptorFn = (request, next) => {
  if (!request.url.startsWith('/api/episodes')) {
    return next(request);
  }
  const [, , , idPart, child] = request.url.split('/');
  const id = Number(idPart);

  if (request.method === 'GET' && id && child === 'transcript') {
    const episode = episodes.find((candidate) => candidate.id === id);
    return episode
      ? reply(`[00:00] Welcome to "${episode.title}".\n[00:42] Today we start at the harbour…`)
      : fail(404, `No transcript for episode ${id}`);
  }

  if (request.method === 'GET' && !id) {
    const query = (request.params.get('q') ?? '').toLowerCase();
    const found = episodes.filter((episode) => episode.title.toLowerCase().includes(query));
    return reply(found, 200, new HttpHeaders({ 'X-Total-Count': String(episodes.length) }));
  }
  if (request.method === 'GET') {
    const episode = episodes.find((candidate) => candidate.id === id);
    return episode ? reply(episode) : fail(404, `No episode ${id}`);
  }
  if (request.method === 'POST') {
    const draft = request.body as Omit<Episode, 'id'>;
    if (!draft.title.trim()) {
      return fail(422, 'An episode needs a title.');
    }
    const created = { ...draft, id: Math.max(0, ...episodes.map((episode) => episode.id)) + 1 };
    episodes.push(created);
    return reply(created, 201);
  }
  if (request.method === 'DELETE') {
    const index = episodes.findIndex((candidate) => candidate.id === id);
    if (index === -1) {
      return fail(404, `No episode ${id}`);
    }
    episodes.splice(index, 1);
    return reply(null, 204);
  }
  return fail(405, 'Method not allowed');
};
