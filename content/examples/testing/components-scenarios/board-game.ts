export interface BoardGame {
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /** False while another member has the game on loan. */
  onShelf: boolean;
}
