export type VoicePart = 'soprano' | 'alto' | 'tenor' | 'bass';

export interface Audition {
  name: string;
  email: string;
  part: VoicePart;
  slot: string;
}

export const BLANK_AUDITION: Audition = { name: '', email: '', part: 'alto', slot: '' };

export const SLOTS = ['Saturday 10:00', 'Saturday 10:30', 'Saturday 11:00'];
