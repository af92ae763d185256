export type HutStatus = 'open' | 'winter-room' | 'closed';

export interface MountainHut {
  id: string;
  name: string;
  altitude: number;
  bedsLeft: number;
  status: HutStatus;
  nightlyRate: number;
  seasonStart: Date;
}
