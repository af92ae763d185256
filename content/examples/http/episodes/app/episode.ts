export interface Episode {
  id: number;
  title: string;
  minutes: number;
}
