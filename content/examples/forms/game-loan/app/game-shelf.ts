import { Service } from '@angular/core';

const COPIES_ON_SHELF: Record<string, number> = {
  carcassonne: 2,
  azul: 0,
  'ticket to ride': 1,
};

/** Answers from the shelf inventory; in a real application this would ask a server. */
@Service()
export class GameShelf {
  async copiesAvailable(title: string): Promise<number | null> {
    await new Promise((resolve) => setTimeout(resolve, 500));
    return COPIES_ON_SHELF[title.trim().toLowerCase()] ?? null;
  }
}
