/** Something to point a telescope at during the observatory's open night. */
export interface SkyObject {
  id: string;
  name: string;
  kind: 'planet' | 'moon' | 'cluster' | 'nebula' | 'galaxy';
  /** Below the horizon tonight: listed, but it cannot be picked. */
  set?: boolean;
}

export interface Telescope {
  id: string;
  name: string;
  detail: string;
}
