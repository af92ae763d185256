import { Service } from '@angular/core';
import type { BoardGame } from './board-game';

@Service()
export class GameCatalog {
  private readonly games: BoardGame[] = [
    { id: 1, name: 'Harbour Masters', minPlayers: 2, maxPlayers: 4, minutes: 45, minAge: 10, copiesFree: 2, shelf: 'A3' },
    { id: 2, name: 'Lantern Festival', minPlayers: 2, maxPlayers: 5, minutes: 30, minAge: 8, copiesFree: 1, shelf: 'A1' },
    { id: 3, name: 'Moss & Stone', minPlayers: 1, maxPlayers: 4, minutes: 60, minAge: 12, copiesFree: 0, shelf: 'B2' },
    { id: 4, name: 'Tiny Trains', minPlayers: 2, maxPlayers: 6, minutes: 20, minAge: 7, copiesFree: 3, shelf: 'C4' },
    { id: 5, name: 'Night Market', minPlayers: 3, maxPlayers: 7, minutes: 40, minAge: 10, copiesFree: 1, shelf: 'B5' },
  ];

  getAll(): BoardGame[] {
    return this.games;
  }

  getById(id: number): BoardGame | undefined {
    return this.games.find((game) => game.id === id);
  }
}
