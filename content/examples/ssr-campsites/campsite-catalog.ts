import { Service } from '@angular/core';

export interface Campsite {
  id: string;
  name: string;
  pitches: number;
}

/** The campsites the site lists. Kept in memory here; a real app reads them from its API. */
@Service()
export class CampsiteCatalog {
  private readonly sites: Campsite[] = [
    { id: 'pine-hollow', name: 'Pine Hollow', pitches: 42 },
    { id: 'river-bend', name: 'River Bend', pitches: 18 },
  ];

  async find(id: string): Promise<Campsite | undefined> {
    return this.sites.find((site) => site.id === id);
  }
}
