import { Service } from '@angular/core';
import { Observable, delay, of, throwError } from 'rxjs';

export interface BoardGame {
  id: number;
  title: string;
  players: string;
  minutes: number;
}

const GAMES: BoardGame[] = [
  { id: 1, title: 'Carcassonne', players: '2–5', minutes: 40 },
  { id: 2, title: 'Catan', players: '3–4', minutes: 90 },
  { id: 3, title: 'Codenames', players: '2–8', minutes: 15 },
  { id: 4, title: 'Azul', players: '2–4', minutes: 45 },
  { id: 5, title: 'Cascadia', players: '1–4', minutes: 45 },
];

// An in-memory stand-in for an HTTP API: every call answers asynchronously, like HttpClient.
@Service()
export class GameCatalog {
  search(term: string): Observable<BoardGame[]> {
    const matches = GAMES.filter((game) => game.title.toLowerCase().includes(term.toLowerCase()));
    return of(matches).pipe(delay(300));
  }

  details(id: number): Observable<BoardGame> {
    const game = GAMES.find((candidate) => candidate.id === id);
    return game ? of(game).pipe(delay(400)) : throwError(() => new Error(`No game ${id}`));
  }
}
