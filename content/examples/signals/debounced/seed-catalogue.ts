export interface Seed {
  name: string;
  family: string;
}

const SEEDS: Seed[] = [
  { name: 'Black Krim tomato', family: 'nightshade' },
  { name: 'Cherokee Purple tomato', family: 'nightshade' },
  { name: 'Crimson Flat onion', family: 'allium' },
  { name: 'Lazy Housewife bean', family: 'legume' },
  { name: 'Painted Lady runner bean', family: 'legume' },
  { name: 'Purple Sprouting broccoli', family: 'brassica' },
  { name: 'Red Russian kale', family: 'brassica' },
  { name: 'Scarlet Nantes carrot', family: 'umbellifer' },
];

/** Stands in for a search request to a server: answers after 300 ms. */
export function searchSeeds(term: string, abortSignal: AbortSignal): Promise<Seed[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const needle = term.toLowerCase();
      resolve(SEEDS.filter((seed) => seed.name.toLowerCase().includes(needle)));
    }, 300);
    abortSignal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(abortSignal.reason);
    });
  });
}
