export interface Lighthouse {
  slug: string;
  name: string;
  built: number;
  color: string;
}

export const LIGHTHOUSES: Lighthouse[] = [
  { slug: 'hook-head', name: 'Hook Head', built: 1245, color: '#c0392b' },
  { slug: 'pigeon-point', name: 'Pigeon Point', built: 1871, color: '#2c6e9b' },
  { slug: 'peggys-cove', name: "Peggy's Cove", built: 1915, color: '#3d8b5f' },
];
