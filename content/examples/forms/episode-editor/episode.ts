export interface EpisodeDraft {
  title: string;
  number: number | null;
  showNotes: string;
  guest: {
    name: string;
    website: string;
  };
}

export const LAST_SAVED: EpisodeDraft = {
  title: 'Tuning a hive for winter',
  number: 41,
  showNotes: 'We visit three beekeepers before the first frost.',
  guest: { name: 'Ines Duarte', website: '' },
};
