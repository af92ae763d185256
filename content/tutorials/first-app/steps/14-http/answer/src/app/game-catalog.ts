import { httpResource, type HttpResourceRef } from '@angular/common/http';
import { Service } from '@angular/core';
import type { BoardGame } from './board-game';

@Service()
export class GameCatalog {
  /** Every game on the shelf, loaded once for the whole app. */
  readonly games = httpResource<BoardGame[]>(() => '/api/games', { defaultValue: [] });

  /** One game, loaded again whenever `id` changes. Call it in an injection context. */
  gameById(id: () => number): HttpResourceRef<BoardGame | undefined> {
    return httpResource<BoardGame>(() => `/api/games/${id()}`);
  }
}
