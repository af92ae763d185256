export interface Episode {
  id: number;
  show: string;
  title: string;
  /** Length in minutes. */
  minutes: number;
}

export const SHOWS = ['Deep Field', 'Slow Bread', 'Night Garden', 'Static Hour'];

export const EPISODES: Episode[] = [
  { id: 1, show: 'Deep Field', title: 'Counting moons', minutes: 31 },
  { id: 2, show: 'Deep Field', title: 'The comet that came back', minutes: 44 },
  { id: 3, show: 'Slow Bread', title: 'Waking a starter', minutes: 27 },
  { id: 4, show: 'Slow Bread', title: 'Rye, honestly', minutes: 38 },
  { id: 5, show: 'Night Garden', title: 'Moths and moonflowers', minutes: 35 },
  { id: 6, show: 'Night Garden', title: 'Frost on the beds', minutes: 22 },
];

/**
 * Stands in for a request to a podcast server: answers after 600 ms, fails for "Static Hour",
 * and stops early when the caller aborts.
 */
export function loadEpisodes(show: string, abortSignal: AbortSignal): Promise<Episode[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (show === 'Static Hour') reject(new Error('The feed of Static Hour is not responding.'));
      else resolve(EPISODES.filter((episode) => episode.show === show));
    }, 600);
    abortSignal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('Request aborted.'));
    });
  });
}
