export interface Episode {
  id: number;
  show: string;
  title: string;
  /** Length in minutes. */
  minutes: number;
}

export const SHOWS = ['Deep Field', 'Slow Bread', 'Night Garden'];

export const EPISODES: Episode[] = [
  { id: 1, show: 'Deep Field', title: 'Counting moons', minutes: 31 },
  { id: 2, show: 'Deep Field', title: 'The comet that came back', minutes: 44 },
  { id: 3, show: 'Slow Bread', title: 'Waking a starter', minutes: 27 },
  { id: 4, show: 'Slow Bread', title: 'Rye, honestly', minutes: 38 },
  { id: 5, show: 'Night Garden', title: 'Moths and moonflowers', minutes: 35 },
  { id: 6, show: 'Night Garden', title: 'Frost on the beds', minutes: 22 },
];
