import { type HttpInterceptorFn, HttpErrorResponse, HttpResponse } from '@angular/common/http';
import { delay, of, throwError, timer, mergeMap } from 'rxjs';
import type { BoardGame } from './board-game';

/** The café's shelf, as the server knows it. */
const SHELF: BoardGame[] = [
  { id: 1, name: 'Harbour Masters', minPlayers: 2, maxPlayers: 4, minutes: 45, minAge: 10, copiesFree: 2, shelf: 'A3' },
  { id: 2, name: 'Lantern Festival', minPlayers: 2, maxPlayers: 5, minutes: 30, minAge: 8, copiesFree: 1, shelf: 'A1' },
  { id: 3, name: 'Moss & Stone', minPlayers: 1, maxPlayers: 4, minutes: 60, minAge: 12, copiesFree: 0, shelf: 'B2' },
  { id: 4, name: 'Tiny Trains', minPlayers: 2, maxPlayers: 6, minutes: 20, minAge: 7, copiesFree: 3, shelf: 'C4' },
  { id: 5, name: 'Night Market', minPlayers: 3, maxPlayers: 7, minutes: 40, minAge: 10, copiesFree: 1, shelf: 'B5' },
  { id: 6, name: 'Paper Lighthouses', minPlayers: 1, maxPlayers: 2, minutes: 25, minAge: 9, copiesFree: 2, shelf: 'C1' },
];

/**
 * A pretend server inside the app: answers GET /api/games and GET /api/games/<id> after 400 ms, and
 * lets every other request through. Register it with provideHttpClient(withInterceptors([fakeBackend])).
 * Delete it (and the registration) once a real server answers these URLs.
 */
export const fakeBackend: HttpInterceptorFn = (request, next) => {
  const match = /^\/api\/games(?:\/(\d+))?$/.exec(request.url);
  if (request.method !== 'GET' || !match) return next(request);
  const id = match[1];
  const body = id === undefined ? SHELF : SHELF.find((game) => game.id === Number(id));
  if (body === undefined) {
    return timer(400).pipe(mergeMap(() => throwError(() => new HttpErrorResponse({ status: 404, statusText: 'Not Found', url: request.url }))));
  }
  return of(new HttpResponse({ status: 200, body, url: request.url })).pipe(delay(400));
};
