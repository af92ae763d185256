/** One crossing on the timetable. */
export interface Departure {
  id: number;
  destination: string;
  time: string;
  cancelled: boolean;
  /** How long the crossing takes, in minutes. */
  minutes: number;
}
