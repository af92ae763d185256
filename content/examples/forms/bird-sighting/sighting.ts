export interface Companion {
  name: string;
}

export interface Sighting {
  species: string;
  count: number | null;
  gridRef: string;
  observerEmail: string;
  notes: string;
  companions: Companion[];
}

export const NEW_SIGHTING: Sighting = {
  species: '',
  count: 1,
  gridRef: '',
  observerEmail: '',
  notes: '',
  companions: [],
};
