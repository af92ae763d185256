import { HttpClient } from '@angular/common/http';
import { Service, inject } from '@angular/core';
import { firstValueFrom } from 'rxjs';
import { BoardGame } from './board-game';

/** The club's board game library on the server. */
@Service()
export class GameCatalog {
  private readonly http = inject(HttpClient);

  search(term: string): Promise<BoardGame[]> {
    return firstValueFrom(this.http.get<BoardGame[]>('/api/games', { params: { q: term } }));
  }

  game(id: string): Promise<BoardGame> {
    return firstValueFrom(this.http.get<BoardGame>(`/api/games/${encodeURIComponent(id)}`));
  }
}
