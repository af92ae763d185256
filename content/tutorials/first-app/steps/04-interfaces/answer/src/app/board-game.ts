/** A game on the café's shelf. */
export interface BoardGame {
  id: number;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  /** Typical playing time in minutes. */
  minutes: number;
  minAge: number;
  /** Copies on the shelf right now. */
  copiesFree: number;
  /** Where the game stands, such as "A3". */
  shelf: string;
}
