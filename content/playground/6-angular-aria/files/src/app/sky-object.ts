/** Something to point a telescope at during the observatory's open night. */
export interface SkyObject {
  id: string;
  name: string;
  kind: 'planet' | 'moon' | 'cluster' | 'nebula' | 'galaxy';
  /** Below the horizon tonight: listed, but it cannot be picked. */
  set?: boolean;
}

export const TONIGHT: SkyObject[] = [
  { id: 'moon', name: 'The Moon', kind: 'moon' },
  { id: 'saturn', name: 'Saturn', kind: 'planet' },
  { id: 'venus', name: 'Venus', kind: 'planet', set: true },
  { id: 'pleiades', name: 'Pleiades', kind: 'cluster' },
  { id: 'orion-nebula', name: 'Orion Nebula', kind: 'nebula' },
  { id: 'andromeda', name: 'Andromeda Galaxy', kind: 'galaxy' },
];

export interface Telescope {
  id: string;
  name: string;
  detail: string;
}

export const TELESCOPES: Telescope[] = [
  { id: 'dome', name: 'Dome refractor', detail: '150 mm, best for planets and the Moon' },
  { id: 'dobson', name: 'Lawn Dobsonian', detail: '300 mm, best for faint clusters and galaxies' },
  { id: 'binoculars', name: 'Tripod binoculars', detail: '15×70, wide views, no queue' },
];
